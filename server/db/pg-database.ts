import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database';

// Statements with parameters are prepared once per connection (pg keeps them by name), so a call
// that runs on every request (an answer save) is parsed and planned once, not each time.
// The name is a hash of the text: the same text is the same statement on every connection.
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `r${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`));
  return name;
}

const CONNECT_TIMEOUT_MS = 5000;

/** PostgreSQL through a connection pool (`DATABASE_URL`) of `poolSize` connections (REGISTRY_PG_POOL_SIZE). */
export async function openPgDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  // A connection that cannot be had within 5 s (PostgreSQL away on a network that drops packets, or
  // every connection busy that long) fails the request with 503 rather than holding it.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  await pool.query('select 1');
  const url = new URL(connectionString);
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result =
        params && params.length > 0
          ? await client.query({ name: statementName(sql), text: sql, values: params })
          : await client.query(sql);
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
    poolStats: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
