import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgDatabase } from '../db/pg-database';
import { startLocalPostgres, type LocalPostgres } from './local-postgres';
import type { ServerProcess } from './server-process';
import { startTestSmtp, type TestSmtp } from './test-smtp';

// The scene of a test of several server processes on one PostgreSQL: a throw-away cluster, migrated,
// a connection of the test's own and a test SMTP server, all started before the file's tests and
// stopped after them, with the server processes the tests started.

export interface PostgresScene {
  pg: LocalPostgres;
  db: Database;
  smtp: TestSmtp;
  /** Server processes the tests started: stopped with the scene. */
  processes: ServerProcess[];
}

export function postgresForFile(): PostgresScene {
  const scene = { processes: [] } as unknown as PostgresScene;
  beforeAll(async () => {
    scene.pg = await startLocalPostgres();
    scene.db = await openPgDatabase(scene.pg.url);
    await migrate(scene.db);
    scene.smtp = await startTestSmtp();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(scene.processes.map((p) => p.stop()));
    await scene.db?.close();
    await scene.smtp?.close();
    scene.pg?.stop();
  });
  return scene;
}
