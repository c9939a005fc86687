import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

// The standalone SPA: code-split by route (lazy imports in the route table), served by the reference server.
export default defineConfig({
  root: 'standalone',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/standalone',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The manifest lets scripts/size.mjs measure the first load of /landing exactly.
    manifest: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/settings.json': 'http://localhost:8080' } },
});
