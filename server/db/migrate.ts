import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_ID = 7340001;
const NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** Applies the versioned SQL migrations not yet recorded in `schema_migrations`, in order. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Several processes may start at once on one PostgreSQL: an advisory lock serialises them (a bare
  // concurrent CREATE TABLE IF NOT EXISTS can still collide in the catalogue).
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${LOCK_ID})`);
    await tx.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
  });
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const version of migrationVersions(dir)) {
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, `${version}.sql`), 'utf8');
    await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(${LOCK_ID})`);
      const again = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (again.length > 0) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied.push(version);
    });
  }
  return applied;
}

/** The versions of the migration files, in the order they apply (the head is the last). */
export function migrationVersions(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/**
 * Splits a migration on the semicolons that end statements: not those inside a dollar-quoted body
 * (`$$ … $$`, a trigger function's), and not those of whole-line comments (dropped).
 */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    if (text.startsWith('$$', i)) {
      quoted = !quoted;
      i += 1;
    } else if (text[i] === ';' && !quoted) {
      statements.push(text.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(text.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}
