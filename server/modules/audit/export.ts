import type { Queryable } from '../../db/database';
import { HASHED_FIELDS, participantRows } from './repository';

// The rows of one participant for an auditor (`npm run audit -- export`): CSV (one line per row,
// the detail as its JSON) or JSON (an array), with each row's hash so a row can be checked against
// the chain.

export type AuditExportFormat = 'csv' | 'json';

const COLUMNS = [...HASHED_FIELDS, 'hash'] as const;

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export async function auditExport(
  db: Queryable,
  participantId: number,
  { from, to, format = 'csv' }: { from?: Date; to?: Date; format?: AuditExportFormat },
): Promise<string> {
  const rows = await participantRows(db, participantId, from, to);
  if (format === 'json')
    return `${JSON.stringify(
      rows.map((r) => ({
        id: Number(r.id),
        occurred_at: r.occurred_at,
        action: r.action,
        actor: r.actor,
        participant_id: r.participant_id ? Number(r.participant_id) : null,
        user_study_id: r.user_study_id ? Number(r.user_study_id) : null,
        consent_id: r.consent_id ? Number(r.consent_id) : null,
        request_id: r.request_id || null,
        detail: JSON.parse(r.detail) as unknown,
        hash: r.hash,
      })),
      null,
      2,
    )}\n`;
  const lines = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => csvCell(r[c])).join(','))];
  return `${lines.join('\n')}\n`;
}
