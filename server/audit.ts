import { resolve } from 'node:path';
import { readSettings } from './config/settings';
import { openDatabase } from './db/open-database';
import { runAuditCommand } from './modules/audit/cli';

// `npm run audit -- …`: the audit trail's verify and export, on the database the settings name.
const { values } = readSettings(process.env);
const db = await openDatabase({
  databaseUrl: values.DATABASE_URL,
  dataDir: resolve(values.REGISTRY_DATA_DIR),
  poolSize: 1,
});
try {
  const { code, out } = await runAuditCommand(db, process.argv.slice(2));
  (code === 0 ? process.stdout : process.stderr).write(out);
  process.exitCode = code;
} catch (error) {
  console.error(`The audit command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
