import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

/**
 * First-load code in two chunks instead of some twenty tiny ones: on a phone's network every
 * request costs a round trip (Lighthouse performance went from 94–96 to 99 on /landing).
 * Only what every page needs is grouped; screens and heavy pieces (DOMPurify, the phone library,
 * the schema checker) stay in their own lazily loaded chunks.
 */
const FIRST_LOAD_GROUPS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@preact|redaxios)[\\/]/ },
  {
    name: 'core',
    test: /src[\\/](app|config|shared[\\/](session|settings|api[\\/](api-context|client)|ui[\\/](feedback|portal-root|theme|tokens)))/,
  },
];

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
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/settings.json': 'http://localhost:8080' } },
});
