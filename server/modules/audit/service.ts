import type { Queryable } from '../../db/database';
import { currentRequestId } from '../../http/request-id';
import { auditInsertSql, auditInsertValues, insertAuditRow, type NewAuditRow } from './repository';

// Who did what to the record, written by every service that changes it with the transaction (or
// statement) of the change: a failure of either refuses both. A hook in a service is one call here.

export type AuditAction =
  | 'answer_stored'
  | 'procedure_submitted'
  | 'consent_signed'
  | 'profile_changed'
  | 'account_state_changed'
  | 'sign_in'
  | 'password_changed'
  | 'password_reset'
  | 'message_queued';

export interface AuditEvent {
  action: AuditAction;
  /**
   * `participant` for what the account did (recorded as `parent` on a child's account before the
   * hand-off), `parent` when that is known, `registry` for what the registry did by itself.
   */
  actor?: 'participant' | 'parent' | 'registry';
  participantId: number | null;
  userStudyId?: number | null;
  /** The signed consent (user consent) the row is about. */
  consentId?: number | null;
  /** What changed, for a reader: question and option, values before and after, the reasons… */
  detail?: Record<string, unknown>;
}

const rowOf = (event: AuditEvent): NewAuditRow => ({
  action: event.action,
  actor: event.actor ?? 'participant',
  participant_id: event.participantId,
  user_study_id: event.userStudyId ?? null,
  consent_id: event.consentId ?? null,
  request_id: currentRequestId() ?? null,
  detail: event.detail ?? {},
});

/** Appends the event to the trail with `db`: the transaction of the change it records. */
export async function recordAudit(db: Queryable, event: AuditEvent): Promise<void> {
  await insertAuditRow(db, rowOf(event));
}

/**
 * The event as part of a change written in one statement: the repository adds
 * `audited as (<sql(first, guard)>)` to its WITH and appends `values` to its parameters, so the row
 * is written, by the same statement, exactly when the guard CTE has a row (the change applied).
 */
export interface AuditStatementPart {
  /** With `detail`, one row per row of the guard CTE, `detail` (jsonb over its row `g`) merged in. */
  sql(first: number, guard: string, detail?: string): string;
  values: unknown[];
}

export const auditStatementPart = (event: AuditEvent): AuditStatementPart => ({
  sql: (first, guard, detail) => auditInsertSql(first, guard, detail),
  values: auditInsertValues(rowOf(event)),
});

/**
 * The fields of `after` whose value differs from `before`, as `{field: {before, after}}`; secrets
 * (`password_hash`) and bookkeeping are never named.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): Record<string, { before: unknown; after: unknown }> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(
    fields
      .filter((f) => !same(before[f], after[f]))
      .map((f) => [f, { before: before[f] ?? null, after: after[f] ?? null }]),
  );
}

export { verifyChain, type ChainVerdict } from './chain';
export { auditExport, type AuditExportFormat } from './export';
export { signInRows } from './repository';
