import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const MIGRATIONS = join(ROOT, 'server/db/migrations');

/** A migrated PGlite dump, built once per migration set and shared by every test file. */
export async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS).sort()) hash.update(f).update(readFileSync(join(MIGRATIONS, f)));
  const file = join(tmpdir(), `registry-test-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(file)) {
    const pg = await PGlite.create('memory://');
    const db = await wrap(pg);
    await migrate(db);
    const blob = await pg.dumpDataDir('gzip');
    await pg.close();
    // Written under a temporary name and renamed, so parallel workers never read half a file.
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

async function wrap(pg: PGlite): Promise<Database> {
  return {
    description: 'template',
    query: async (sql, params) => (await pg.query(sql, params as unknown[])).rows as never,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (work) =>
      pg.transaction((tx) =>
        work({ query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never }),
      ),
    close: () => pg.close(),
  };
}

/** A fresh in-memory database started from the template. */
export async function freshDatabase(): Promise<Database> {
  return openPgliteDatabase('memory://', await migratedTemplate());
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The server on a fresh database, with every JSON answer checked against the endpoint table:
 * closing the app fails the test file when any answer did not match its row.
 */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const db = options.db ?? (await freshDatabase());
  const app = await buildApp({
    rootDir: ROOT,
    devOutbox: true,
    jwtSecret: 'test-secret-for-server-tests',
    loginRateLimit: 10,
    allowedOrigins: ['https://partner.example.com'],
    checkAnswers: true,
    env: {},
    // No runs of its own: a test of reminders runs the scheduler at the moments it chooses (app.reminders).
    reminderIntervalSeconds: 0,
    ...options,
    // Test files register and reset from one address many times; quota tests pass their own.
    addressQuotas: {
      signup: 10_000,
      password_reset: 10_000,
      frontend_log: 10_000,
      email_click: 10_000,
      relevant_id: 10_000,
      study_event: 10_000,
      ...options.addressQuotas,
    },
    db,
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await db.close();
    if (app.contractMismatches.length > 0) {
      throw new Error(
        `Answers that do not match the endpoint table:\n${[...new Set(app.contractMismatches)].join('\n')}`,
      );
    }
  };
  return { app, db, close };
}

export const STRONG_PASSWORD = 'Str0ng-Passw0rd!';

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return { first_name: 'Test', last_name: 'Person', email, password: STRONG_PASSWORD, profile_type: 'adult', ...extra };
}

/** Registers a participant and answers its id and an Authorization header. */
export async function signUp(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/registry/signup', payload: registration(email, extra) });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const { id, access_token } = res.json() as { id: number; access_token: string };
  return { id, token: access_token, headers: { authorization: `JWT ${access_token}` } };
}

/** `POST /registry/oauth/account`: signs in with what a provider gave (a code or an id_token). */
export const oauthAccount = (app: FastifyInstance, provider: string, token: string) =>
  app.inject({ method: 'POST', url: '/api/registry/oauth/account', payload: { provider, token } });

export async function outbox(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json() as Array<{ to: string; kind: string; subject: string; body: string; code?: string; link?: string }>;
}
