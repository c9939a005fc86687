import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'tsup';
import { remToShadowUnits } from './embed/inline-css-plugin';

/** Folders and files of development pages, left out of the package (see `external` below). */
const DEV_ONLY = new Set(['widget-gallery', 'study-pages-preview']);

/**
 * The host-facing stylesheet: every rule in the `registry` cascade layer (a host orders or
 * overrides it without specificity fights) and every rem a multiple of --registry-rem (16px on
 * .registry-root), so a host's `html { font-size: 10px }` does not shrink the screens.
 */
export function libraryCss(files: string[]): string {
  const body = files.map((file) => `/* ${relative('src', file)} */\n${readFileSync(file, 'utf8')}`).join('\n');
  return `@layer registry {\n.registry-root { --registry-rem: 16px; }\n${remToShadowUnits(body)}\n}\n`;
}

/** Every stylesheet under src/, design tokens first: the one file a host imports (`styles.css`). */
function librarySourceCss(dir = 'src'): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) {
        if (!DEV_ONLY.has(entry.name)) walk(full);
      } else if (entry.name.endsWith('.css')) found.push(full);
    }
  };
  walk(dir);
  return found.sort(
    (a, b) => Number(!a.endsWith('tokens.css')) - Number(!b.endsWith('tokens.css')) || a.localeCompare(b),
  );
}

/**
 * Every module src/index.ts re-exports from becomes an entry of its own, so lib/index.js is only
 * re-exports and a host bundler follows just the ones the host imports: importing FaqScreen does
 * not pull the sign-in forms, react-hook-form, floating-ui or the phone library (package.json's
 * sideEffects lets it drop the rest whole).
 */
function publicModules(): Record<string, string> {
  const index = readFileSync('src/index.ts', 'utf8');
  const entries: Record<string, string> = {};
  for (const [, path] of index.matchAll(/^export (?!type)[^;]*from '\.\/([^']+)';/gm)) {
    const file = ['.tsx', '.ts'].map((ext) => `src/${path}${ext}`).find((f) => existsSync(f));
    if (file) entries[`modules/${path.split('/').pop()}`] = file;
  }
  return entries;
}

// The npm library: ESM, and CommonJS beside it for hosts that `require` it (a TypeScript project on
// `module: node16` compiling to CommonJS cannot import an ES module's types at all); declarations of
// both (.d.ts, .d.cts). React and every runtime dependency left external
// so the host app's bundler dedupes them. Screens stay split (lazy chunks), but esbuild would
// emit their CSS as per-chunk files no host imports, so after the build the whole library CSS
// is written once into lib/index.css and the chunk files are removed.
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/shared/api/contract/index.ts', ...publicModules() },
  format: ['esm', 'cjs'],
  outDir: 'lib',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: false,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // Development pages (the widget gallery, the study pages preview) stay out of the package: their route is compiled to
  // "not found" (src/app/screens.tsx) and, being external, esbuild emits no orphan chunk for them.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /\/widget-gallery\//,
    /\/study-pages-preview\//,
    /\/ui-kit-screen$/,
  ],
  define: { __REGISTRY_DEV_ROUTES__: 'false' },
  // SVG assets become data URLs: separate files referenced by relative paths would break in a host app.
  loader: { '.css': 'css', '.svg': 'dataurl' },
  async onSuccess() {
    for (const file of readdirSync('lib', { recursive: true }))
      if (String(file).endsWith('.css')) rmSync(join('lib', String(file)));
    writeFileSync('lib/index.css', libraryCss(librarySourceCss()));
    // esbuild drops module directives when bundling; the entry is the module a server-component
    // framework meets first, so it carries 'use client' (the contract stays importable on a server).
    for (const entry of ['lib/index.js', 'lib/index.cjs'])
      writeFileSync(entry, `'use client';\n${readFileSync(entry, 'utf8')}`);
  },
});
