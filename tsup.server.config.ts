import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The reference server built to JavaScript for production (`npm run build:server`, part of
// `npm run build`): `node dist/server/main.mjs` runs it without a TypeScript loader, which costs
// start-up time and memory in every process. Packages stay in node_modules (imported, not
// bundled); the registry's own code (server/, the contract and the engine it shares with the
// app) is bundled. The PDF worker is an entry of its own under the name pdf-pool.ts starts
// (pdf-worker-boot.mjs), so the built pool starts built code; the migrations are copied beside
// the bundle, where migrate.ts reads them.
export default defineConfig({
  entry: { main: 'server/main.ts', 'pdf-worker-boot': 'server/modules/documents/pdf-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist/server',
  outExtension: () => ({ js: '.mjs' }),
  splitting: true,
  clean: true,
  sourcemap: true,
  dts: false,
  esbuildOptions(options) {
    options.packages = 'external';
  },
  onSuccess: async () => {
    cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
  },
});
