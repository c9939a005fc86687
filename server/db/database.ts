/** One interface over PGlite (embedded) and PostgreSQL (`pg`), so the same SQL runs on both. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Which engine and where, for the start-up log line (never contains a password). */
  readonly description: string;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` inside one transaction; rolls back when it throws. Use the `tx` it gets for every
   * statement that belongs to the transaction (on PostgreSQL, `db.query` would use another connection).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the pool now, for the metrics (PGlite: its one session, busy or not). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open (PGlite: 1). */
  total: number;
  /** Connections running a statement or a transaction. */
  inUse: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** Returns the first row, or undefined. */
export async function one<T = Record<string, unknown>>(
  db: Queryable,
  sql: string,
  params?: unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
