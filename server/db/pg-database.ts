import pg from 'pg';
import type { Database, Queryable } from './database';

/** PostgreSQL through a connection pool (`DATABASE_URL`). */
export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.REGISTRY_PG_POOL_SIZE ?? 10) });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  await pool.query('select 1');
  const url = new URL(connectionString);
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
  });
  return {
    // The password never reaches the log line.
    description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
    ...asQueryable(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(asQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
