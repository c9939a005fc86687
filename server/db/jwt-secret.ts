import { randomBytes } from 'node:crypto';
import type { Database } from './database';

/**
 * The signing secret: REGISTRY_JWT_SECRET, else one generated on first start and kept with the data
 * (in the database of the data dir, so every process on one PostgreSQL signs alike).
 */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(`insert into server_settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [
    randomBytes(48).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from server_settings where key = 'jwt_secret'`);
  return row.value;
}
