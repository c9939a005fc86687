import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailableReason, startLocalPostgres, type LocalPostgres } from '../testing/local-postgres';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { registration } from '../testing/test-app';
import { openPgDatabase } from './pg-database';

// A first deployment or an upgrade: four `server/main.ts` processes start at once on one empty
// PostgreSQL. The migrations run once in all (an advisory lock; a migration another process applied
// while this one waited is skipped), every process answers, and none of them logged an error.
// Processes load at different speeds, so the database holds their first connections until all
// four wait: they then migrate at the same moment, the case the lock is for.
const reason = postgresUnavailableReason();
if (reason) console.log(`Migrations from several processes on PostgreSQL skipped: ${reason}`);

const MIGRATIONS = readdirSync(new URL('./migrations', import.meta.url))
  .filter((f) => f.endsWith('.sql'))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

describe.skipIf(!!reason)('four processes starting at once on one new PostgreSQL', () => {
  let pg: LocalPostgres;
  let processes: ServerProcess[] = [];
  let failures: unknown[] = [];

  beforeAll(async () => {
    pg = await startLocalPostgres();
    // The outbox keeps a development server from warning that its messages have no transport.
    const env = { DATABASE_URL: pg.url, REGISTRY_DEV_OUTBOX: '1' };
    const held = pg.hold?.();
    const starting = [0, 1, 2, 3].map(() => startServerProcess(env, 120_000));
    if (held) {
      const deadline = Date.now() + 90_000;
      while (held.waiting() < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(held.waiting()).toBe(4);
      held.release();
    }
    const started = await Promise.allSettled(starting);
    processes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    failures = started.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    pg?.stop();
  });

  it('all four start and answer, and none wrote to its error output', () => {
    expect(failures.map(String)).toEqual([]);
    expect(processes).toHaveLength(4);
    for (const p of processes) expect(p.output().stderr).toBe('');
  });

  it('applied every migration exactly once, across the four', async () => {
    const applied = processes.flatMap((p) => {
      const line = /^Migrations applied: (.+)$/m.exec(p.output().stdout);
      return line ? line[1].split(', ') : [];
    });
    expect(applied.sort()).toEqual(MIGRATIONS);
    const db = await openPgDatabase(pg.url);
    try {
      const rows = await db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS);
    } finally {
      await db.close();
    }
  });

  it('serves one session on every process: the signing secret generated at start is one for all', async () => {
    const signup = await processes[0].call('POST', '/api/registry/signup', registration('four.at.once@example.com'));
    expect(signup.status).toBe(201);
    const { access_token: token } = (await signup.json()) as { access_token: string };
    for (const p of processes) {
      const me = await p.call('GET', '/api/registry/me', undefined, { authorization: `JWT ${token}` });
      expect(me.status).toBe(200);
    }
  });
});
