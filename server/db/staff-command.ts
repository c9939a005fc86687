import { resolve } from 'node:path';
import { readSettings } from '../config/settings';
import type { Database } from './database';
import { openDatabase } from './open-database';

// The staff's doors (`npm run audit`, `npm run account`) run one command on the database the
// server's settings name, print what it answers and exit with its code.
export async function runStaffCommand(
  name: string,
  run: (db: Database, args: string[]) => Promise<{ code: number; out: string }>,
): Promise<void> {
  const { values } = readSettings(process.env);
  const db = await openDatabase({
    databaseUrl: values.DATABASE_URL,
    dataDir: resolve(values.REGISTRY_DATA_DIR),
    poolSize: 1,
  });
  try {
    const { code, out } = await run(db, process.argv.slice(2));
    (code === 0 ? process.stdout : process.stderr).write(out);
    process.exitCode = code;
  } catch (error) {
    console.error(`The ${name} command failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
