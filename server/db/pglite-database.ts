import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { preparedStatements } from './pglite-prepared';

/** Embedded Postgres in a data folder (or in memory with `memory://`); optionally started from a dump. */
export async function openPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const prepared = preparedStatements();
  // Statements with parameters run prepared (pglite-prepared.ts); inside a transaction only those
  // prepared already, outside it they are prepared on their first call.
  const asQueryable = (target: { query: PGlite['query'] }, inTransaction: boolean): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      if (params && params.length > 0) return prepared<T>(target, sql, params, !inTransaction);
      return (await target.query<T>(sql)).rows;
    },
  });
  // PGlite has one session. A queue keeps a transaction's statements together; a call made from
  // inside a transaction (db.query within db.transaction) joins that transaction instead of
  // waiting behind it, which would deadlock.
  let chain: Promise<unknown> = Promise.resolve();
  // Calls queued or running on the one session: the metrics' "in use" and "waiting".
  let queued = 0;
  const current = new AsyncLocalStorage<Queryable>();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    queued += 1;
    const next = chain.then(work, work).finally(() => (queued -= 1));
    chain = next.catch(() => undefined);
    return next;
  };
  const base = asQueryable(pg, false);
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
          const scoped = asQueryable(raw, true);
          return current.run(scoped, () => work(scoped));
        }),
      );
    },
    close: () => serial(() => pg.close()),
    poolStats: () => ({ total: 1, inUse: Math.min(queued, 1), waiting: Math.max(queued - 1, 0) }),
  };
}
