import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

const rootDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || 'localhost';

const app = await buildApp({ rootDir, environment: process.env.REGISTRY_ENVIRONMENT || 'development', logger: process.env.REGISTRY_LOG === '1' });
await app.listen({ port, host });
const { db, devOutbox } = app.registry;
console.log(`Registry listening on http://${host}:${port} (API at /api) using ${db.description}${devOutbox ? '; development outbox at /api/dev/outbox' : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
