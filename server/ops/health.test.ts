import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationVersions } from '../db/migrate';
import { createTestApp, type TestApp } from '../testing/test-app';
import { READY_DB_TIMEOUT_MS } from './health';

// The health routes as a load balancer meets them: no token, no data, and a readiness that says
// which check failed: a migration of this code missing from the database, or a database that does
// not answer (told within about a second, not when the database comes back).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: {}, seed: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer without a token, with nothing but their verdict', async () => {
    const live = await get('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { live: true }]);
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { ready: true }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are not ready while a migration of this code is missing from the database', async () => {
    const head = migrationVersions().at(-1)!;
    await t.db.query('delete from schema_migrations where version = $1', [head]);
    try {
      const ready = await get('/api/health/ready');
      expect([ready.statusCode, ready.json()]).toEqual([503, { ready: false, failed: ['migrations'] }]);
      expect(ready.headers['retry-after']).toBe('1');
    } finally {
      await t.db.query('insert into schema_migrations (version) values ($1)', [head]);
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('say "not ready" within about a second while the database does not answer, and live meanwhile', async () => {
    // PGlite has one session: a transaction left open holds every other statement behind it.
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const busy = t.db.transaction(async (tx) => {
      await tx.query('select 1');
      opened();
      await new Promise((resolve) => setTimeout(resolve, READY_DB_TIMEOUT_MS + 600));
    });
    await open;
    const started = Date.now();
    const ready = await get('/api/health/ready');
    const took = Date.now() - started;
    expect([ready.statusCode, ready.json()]).toEqual([503, { ready: false, failed: ['database'] }]);
    expect(took).toBeGreaterThanOrEqual(READY_DB_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(READY_DB_TIMEOUT_MS + 1000);
    expect((await get('/api/health/live')).statusCode).toBe(200);
    await busy;
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});
