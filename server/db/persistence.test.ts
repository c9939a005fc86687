import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migratedTemplate, registration, STRONG_PASSWORD } from '../testing/test-app';
import { migrate, splitStatements } from './migrate';
import { pgliteDir } from './open-database';
import { openPgliteDatabase } from './pglite-database';

const dataDir = mkdtempSync(join(tmpdir(), 'registry-persist-'));
const rootDir = new URL('../..', import.meta.url).pathname;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite in a data dir', () => {
  it('keeps accounts and the signing secret across a restart', async () => {
    // First start from the migrated template, written into the data dir.
    const db = await openPgliteDatabase(pgliteDir(dataDir), await migratedTemplate());
    const first = await buildApp({ rootDir, db, env: {} });
    const signup = await first.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: registration('persist@example.com'),
    });
    expect(signup.statusCode).toBe(201);
    expect(first.registry.db.description).toContain(pgliteDir(dataDir));
    await first.close();
    await db.close();

    const second = await buildApp({ rootDir, dataDir, env: {} });
    const me = await second.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${signup.json().access_token}` },
    });
    expect(me.json().email).toBe('persist@example.com');
    const login = await second.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'persist@example.com', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(await migrate(second.registry.db)).toEqual([]);
    await second.close();
  });
});

describe('splitStatements', () => {
  it('drops comment lines and splits on semicolons', () => {
    expect(splitStatements('-- note; here\ncreate table a (x int);\n\ncreate index i on a (x);\n')).toEqual([
      'create table a (x int)',
      'create index i on a (x)',
    ]);
  });

  it('keeps a dollar-quoted function body whole', () => {
    const fn = 'create function f() returns trigger language plpgsql as $$\nbegin\n  return new;\nend\n$$';
    expect(splitStatements(`${fn};\ncreate table b (y int);`)).toEqual([fn, 'create table b (y int)']);
  });
});

describe('PGlite queue', () => {
  it('runs a query made inside a transaction at once instead of deadlocking', async () => {
    const db = await openPgliteDatabase('memory://', await migratedTemplate());
    const inside = await db.transaction(async (tx) => {
      await tx.query("insert into server_settings (key, value) values ('k', 'v')");
      return db.query<{ value: string }>("select value from server_settings where key = 'k'");
    });
    expect(inside).toEqual([{ value: 'v' }]);
    await db.close();
  });
});
