import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/precompress-plugin';
import { inlineCssIntoShadowRoot } from './inline-css-plugin';

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
      mkdirSync(target, { recursive: true });
      copyFileSync(resolve(root, 'dist/embed/registry-embed.js'), resolve(target, 'registry-embed.js'));
      copyFileSync(resolve(root, 'src/app/embed-elements.d.ts'), resolve(target, 'registry-embed.d.ts'));
    },
  };
}

// The embed: one ES module defining the custom elements, React bundled in, CSS inside the JS.
export default defineConfig({
  root,
  plugins: [react(), inlineCssIntoShadowRoot(), precompress(), publishInPackage()],
  publicDir: false,
  // One file: the API client is its transport itself, without the shell that defers it to the first call.
  resolve: {
    alias: [
      {
        find: /^(\.\.\/)+shared\/api\/client\/create-api-client$/,
        replacement: resolve(root, 'src/shared/api/client/create-api-client-eager.ts'),
      },
    ],
  },
  // Single-file build: dynamic imports would be inlined, so the dev-only response checker is compiled out.
  // …and the development pages (the widget gallery) with it: see src/app/screens.tsx.
  define: {
    'process.env.NODE_ENV': '"production"',
    __REGISTRY_SCHEMA_CHECKS__: 'false',
    __REGISTRY_DEV_ROUTES__: 'false',
  },
  build: {
    outDir: resolve(root, 'dist/embed'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    lib: { entry: resolve(root, 'embed/index.ts'), formats: ['es'], fileName: () => 'registry-embed.js' },
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
  },
});
