import { parseArgs } from 'node:util';
import type { Queryable } from '../../db/database';
import { trailExists } from './repository';
import { auditExport, verifyChain, type AuditExportFormat } from './service';

// The staff's door to the audit trail (the reference server has no staff screens), run where the
// database is: `npm run audit -- verify` walks the hash chain and names the first row that does not
// match; `npm run audit -- export --participant ID [--from DATE --to DATE] [--format csv|json]`
// writes one participant's rows to standard output.

export const AUDIT_USAGE = `Usage:
  npm run audit -- verify
  npm run audit -- export --participant ID [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format csv|json]
The database is the server's: DATABASE_URL, else the PGlite folder REGISTRY_DATA_DIR (stop the server first).`;

export interface CliResult {
  code: number;
  out: string;
}

const usage = (problem: string): CliResult => ({ code: 2, out: `${problem}\n${AUDIT_USAGE}\n` });

function dateOf(value: string | undefined): Date | undefined | 'bad' {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'bad' : date;
}

/** Runs one command against `db`; answers the exit code and what to print. */
export async function runAuditCommand(db: Queryable, args: string[]): Promise<CliResult> {
  const [command, ...rest] = args;
  if ((command === 'verify' || command === 'export') && !(await trailExists(db)))
    return {
      code: 1,
      out: 'This database has no audit trail: the registry server (this version or later) has never started on it.\n',
    };
  if (command === 'verify') {
    const verdict = await verifyChain(db);
    if (verdict.ok) return { code: 0, out: `The audit trail verifies: ${verdict.rows} rows, head ${verdict.head}.\n` };
    return {
      code: 1,
      out: `The audit trail does not verify: row ${verdict.badId} does not match (${verdict.reason}); the ${verdict.rows} rows before it do.\n`,
    };
  }
  if (command !== 'export') return usage(command ? `Unknown command: ${command}.` : 'Which command?');
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        participant: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return usage((error as Error).message);
  }
  const participant = Number(values.participant);
  if (!Number.isInteger(participant) || participant <= 0) return usage('--participant takes a participant id.');
  const format = (values.format ?? 'csv') as AuditExportFormat;
  if (format !== 'csv' && format !== 'json') return usage('--format is csv or json.');
  const from = dateOf(values.from);
  const to = dateOf(values.to);
  if (from === 'bad' || to === 'bad') return usage('--from and --to take a date (YYYY-MM-DD) or a time (ISO 8601).');
  return { code: 0, out: await auditExport(db, participant, { from, to, format }) };
}
