import { join, resolve } from 'node:path';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

/** PostgreSQL when a URL is given, else PGlite in `<dataDir>/pgdata` (DECISIONS §1). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPgDatabase(options.databaseUrl, options.poolSize);
  return openPgliteDatabase(pgliteDir(options.dataDir));
}

export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pgdata');
