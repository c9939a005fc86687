import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Embedded Postgres in a data folder (or in memory with `memory://`); optionally started from a dump. */
export async function openPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const asQueryable = (target: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  // PGlite has one session. A queue keeps a transaction's statements together; a call made from
  // inside a transaction (db.query within db.transaction) joins that transaction instead of
  // waiting behind it, which would deadlock.
  let chain: Promise<unknown> = Promise.resolve();
  const current = new AsyncLocalStorage<Queryable>();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  const base = asQueryable(pg);
  return {
    description: inMemory ? 'embedded PostgreSQL (PGlite) in memory' : `embedded PostgreSQL (PGlite) in ${dataDir}`,
    query: (sql, params) => {
      const tx = current.getStore();
      return tx ? tx.query(sql, params) : serial(() => base.query(sql, params));
    },
    exec: (sql) => serial(async () => void (await pg.exec(sql))),
    transaction: (work) => {
      const tx = current.getStore();
      if (tx) return work(tx);
      return serial(() =>
        pg.transaction((raw) => {
          const scoped = asQueryable(raw);
          return current.run(scoped, () => work(scoped));
        }),
      );
    },
    close: () => serial(() => pg.close()),
  };
}
