import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_ACCOUNTS } from '../modules/accounts/demo-accounts';
import { postgresUnavailableReason, startLocalPostgres, type LocalPostgres } from '../testing/local-postgres';
import { registration, STRONG_PASSWORD } from '../testing/test-app';
import { migrate } from './migrate';
import { openPgDatabase } from './pg-database';

// The same migrations and core flows on real PostgreSQL (DATABASE_URL), with two API processes sharing it.
const reason = postgresUnavailableReason();
if (reason) console.log(`PostgreSQL server tests skipped: ${reason}`);

describe.skipIf(!!reason)('on PostgreSQL', () => {
  let pg: LocalPostgres;
  const rootDir = new URL('../..', import.meta.url).pathname;
  const make = (url: string) => buildApp({ rootDir, databaseUrl: url, env: {}, devOutbox: true, loginRateLimit: 3 });
  let a: Awaited<ReturnType<typeof make>>;
  let b: Awaited<ReturnType<typeof make>>;

  beforeAll(async () => {
    pg = await startLocalPostgres();
    // Two processes starting at once on an empty database: migrations and seeding run once.
    const started = await Promise.allSettled([make(pg.url), make(pg.url)]);
    [a, b] = started.map((r) => (r.status === 'fulfilled' ? r.value : undefined!));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    pg?.stop();
  });

  it('applied every migration once and seeded the demo accounts once', async () => {
    const db = await openPgDatabase(pg.url);
    const versions = await db.query<{ version: string }>('select version from schema_migrations order by version');
    const files = readdirSync(new URL('./migrations', import.meta.url))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(versions.map((v) => v.version)).toEqual(files.map((f) => f.replace(/\.sql$/, '')));
    expect(versions[0].version).toBe('001_accounts');
    expect(await migrate(db)).toEqual([]);
    const [{ count }] = await db.query<{ count: string }>('select count(*) from participants');
    expect(Number(count)).toBe(DEMO_ACCOUNTS.length);
    await db.close();
    expect(a.registry.db.description).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/postgres$/);
  });

  it('signs up on one process and uses the token on the other (stateless, one secret)', async () => {
    const res = await a.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: registration('pg.user@example.com'),
    });
    expect(res.statusCode).toBe(201);
    const me = await b.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${res.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ email: 'pg.user@example.com', birthday: null });
    const patch = await b.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${res.json().id}`,
      payload: { birthday: '2001-02-03' },
      headers: { authorization: `JWT ${res.json().access_token}` },
    });
    expect(patch.json().birthday).toBe('2001-02-03');
  });

  it('shares the sign-in rate limit between processes', async () => {
    await a.inject({ method: 'POST', url: '/api/registry/signup', payload: registration('pg.limit@example.com') });
    for (const app of [a, b, a])
      await app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: 'pg.limit@example.com', password: 'Nope-123!' },
      });
    expect(
      (
        await b.inject({
          method: 'POST',
          url: '/api/registry/login',
          payload: { email: 'pg.limit@example.com', password: STRONG_PASSWORD },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('evaluates at most the limit of parallel guesses fired at both processes', async () => {
    const email = 'pg.parallel@example.com';
    await a.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(email) });
    const guess = (app: typeof a, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email, password },
        remoteAddress: '10.9.9.9',
      });
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => guess(i % 2 ? a : b, `Wrong-Passw0rd-${i}`)),
      guess(a, STRONG_PASSWORD),
    ]);
    const db = await openPgDatabase(pg.url);
    const [{ count }] = await db.query<{ count: string }>(
      `select count(*) from login_attempts where kind = 'login' and account_key = $1`,
      [email],
    );
    await db.close();
    expect(Number(count)).toBeLessThanOrEqual(3);
    expect(answers.filter((r) => r.statusCode !== 429)).toHaveLength(Number(count));
  });

  it('keeps data across a restart', async () => {
    await a.close();
    a = await make(pg.url);
    const login = await a.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'pg.user@example.com', password: STRONG_PASSWORD },
      remoteAddress: '10.9.0.1',
    });
    expect(login.statusCode).toBe(200);
  });
});
