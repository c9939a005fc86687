import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/precompress-plugin';
import { inlineCssIntoShadowRoot } from './inline-css-plugin';
import { writePinnedCopy } from './versioned-entry';
import { isPinnedCopy } from '../src/config/embed-versions';

const root = resolve(import.meta.dirname, '..');

/**
 * The same bundle goes into the npm package (`@t1d-registry/participant-app/embed`), so a host
 * can serve it itself under `script-src 'self'`, with the elements' types beside it.
 */
function publishInPackage(): Plugin {
  return {
    name: 'registry-embed-in-package',
    apply: 'build',
    closeBundle() {
      const target = resolve(root, 'lib/embed');
      // Afresh: chunks of an earlier build (other hashes) must not ship in the package.
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      // The entry and the chunks it loads on demand (the survey gadget's screens), same relative layout.
      const built = resolve(root, 'dist/embed');
      for (const file of readdirSync(built, { recursive: true }).map(String)) {
        if (!file.endsWith('.js') || isPinnedCopy(file)) continue;
        mkdirSync(resolve(target, file, '..'), { recursive: true });
        copyFileSync(resolve(built, file), resolve(target, file));
      }
      // The elements' DOM typings, and apart the JSX typings for React hosts (`./embed/jsx`, an
      // empty module beside its declarations) that import them under their published name.
      const jsx = readFileSync(resolve(root, 'src/app/embed-jsx.d.ts'), 'utf8');
      // Twins for a host that `require`s them (.cjs, .d.cts): the elements stay an ES module, which
      // loads its screens relative to its own URL, so the CommonJS twin imports it.
      for (const [js, dts] of [
        ['js', 'd.ts'],
        ['cjs', 'd.cts'],
      ]) {
        copyFileSync(resolve(root, 'src/app/embed-elements.d.ts'), resolve(target, `registry-embed.${dts}`));
        writeFileSync(
          resolve(target, `registry-embed-jsx.${dts}`),
          jsx.replace("'./embed-elements.js'", `'./registry-embed.${js}'`),
        );
      }
      writeFileSync(resolve(target, 'registry-embed-jsx.js'), 'export {};\n');
      writeFileSync(resolve(target, 'registry-embed-jsx.cjs'), "'use strict';\n");
      writeFileSync(resolve(target, 'registry-embed.cjs'), "'use strict';\nimport('./registry-embed.js');\n");
    },
  };
}

/**
 * The entry also at `/embed/v<version>/registry-embed.js`, which never changes (a page pins it, with
 * the SRI hash written beside it as `registry-embed.js.sri`); the package carries the hash too.
 * After the precompressed copies are written, so they are pinned as well.
 */
function pinVersion(): Plugin {
  return {
    name: 'registry-embed-pinned-version',
    apply: 'build',
    closeBundle() {
      const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
      writePinnedCopy(resolve(root, 'dist/embed'), version);
      copyFileSync(resolve(root, 'dist/embed/registry-embed.js.sri'), resolve(root, 'lib/embed/registry-embed.js.sri'));
    },
  };
}

// The embed: one ES module defining the custom elements, React bundled in, CSS inside the JS.
export default defineConfig({
  root,
  plugins: [react(), inlineCssIntoShadowRoot(), precompress(), publishInPackage(), pinVersion()],
  publicDir: false,
  // The client is its transport itself, without the shell that defers it to the first call.
  resolve: {
    // The `@/`, `@contract` and `@engine` aliases of tsconfig.json.
    tsconfigPaths: true,
    alias: [
      {
        find: /^(?:(\.\.\/)+|@\/)shared\/api\/client\/create-api-client$/,
        replacement: resolve(root, 'src/shared/api/client/create-api-client-eager.ts'),
      },
      // The gadgets carry their own UI runtime: Preact's React compatibility layer runs the same
      // components for a fraction of react-dom's bytes (docs/decisions.md, "The gadgets' UI runtime").
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  // The dev-only response checker (typebox) is compiled out: the embed runs against a production registry.
  // …and the development pages (the widget gallery) with it: see src/app/screens.tsx.
  define: {
    'process.env.NODE_ENV': '"production"',
    __REGISTRY_SCHEMA_CHECKS__: 'false',
    __REGISTRY_DEV_ROUTES__: 'false',
    // A gadget keeps its drafts in memory: nothing of the registry's is stored in a partner's origin.
    __REGISTRY_DRAFTS__: '"memory"',
  },
  build: {
    outDir: resolve(root, 'dist/embed'),
    emptyOutDir: true,
    target: 'es2022',
    // SIZE_SOURCEMAP=1: source maps, to see which modules a chunk's bytes come from.
    sourcemap: !!process.env.SIZE_SOURCEMAP,
    cssCodeSplit: false,
    lib: { entry: resolve(root, 'embed/index.ts'), formats: ['es'], fileName: () => 'registry-embed.js' },
    // The survey gadget's screens are chunks the entry imports when a <registry-survey> renders
    // (relative to the entry's URL, so they load from wherever the script came from).
    // allow-extension: the entry may carry the modules its chunks share, so a FAQ-only page loads one file.
    rolldownOptions: {
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The small modules a study's first screen needs travel together (the calls it makes, the zip
        // rule the engine shares with the account fields): each alone was a chunk of about 100 bytes
        // that cost a request and more gzip framing than its code.
        codeSplitting: {
          groups: [
            {
              name: 'study-first',
              test: /[\\/](features[\\/]study[\\/]api[\\/](get-module-settings|get-user-study|list-user-procedures|list-procedures)|shared[\\/]lib[\\/]zip-code|features[\\/]study[\\/]screens[\\/]parts[\\/]help-texts)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
