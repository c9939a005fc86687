import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'tsup';

/** Folders of development pages, left out of the package (see `external` below). */
const DEV_ONLY = new Set(['widget-gallery', 'study-pages-preview']);

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

// The npm library: ESM + declarations, React and every runtime dependency left external
// so the host app's bundler dedupes them. Screens stay split (lazy chunks), but esbuild would
// emit their CSS as per-chunk files no host imports, so after the build the whole library CSS
// is written once into lib/index.css and the chunk files are removed.
export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/shared/api/contract/index.ts' },
  format: ['esm'],
  outDir: 'lib',
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: false,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // Development pages (the widget gallery, the study pages preview) stay out of the package: their route is compiled to
  // "not found" (src/app/screens.tsx) and, being external, esbuild emits no orphan chunk for them.
  external: ['react', 'react-dom', 'react/jsx-runtime', /\/widget-gallery\//, /\/study-pages-preview\//],
  define: { __REGISTRY_DEV_ROUTES__: 'false' },
  // SVG assets become data URLs: separate files referenced by relative paths would break in a host app.
  loader: { '.css': 'css', '.svg': 'dataurl' },
  async onSuccess() {
    for (const file of readdirSync('lib')) if (file.endsWith('.css')) rmSync(join('lib', file));
    const css = librarySourceCss().map((file) => `/* ${relative('src', file)} */\n${readFileSync(file, 'utf8')}`);
    writeFileSync('lib/index.css', css.join('\n'));
  },
});
