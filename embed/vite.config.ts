import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineCssIntoShadowRoot } from './inline-css-plugin';

const root = resolve(import.meta.dirname, '..');

// The embed: one ES module defining the custom elements, React bundled in, CSS inside the JS.
export default defineConfig({
  root,
  plugins: [react(), inlineCssIntoShadowRoot()],
  publicDir: false,
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: resolve(root, 'dist/embed'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    lib: { entry: resolve(root, 'embed/index.ts'), formats: ['es'], fileName: () => 'registry-embed.js' },
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
  },
});
