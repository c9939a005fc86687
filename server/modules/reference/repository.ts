import type { Queryable } from '../../db/database';

// The statements of the reference module: the two fire-and-forget logs.

export async function insertEmailClick(db: Queryable, emailId: string) {
  await db.query('insert into email_clicks (email_id) values ($1)', [emailId]);
}

/** Stored, not written to the server log: a stack trace may carry form values. */
export async function insertFrontendLog(
  db: Queryable,
  participantId: number | null,
  message: string,
  stackTrace: string | null,
) {
  await db.query('insert into frontend_logs (participant_id, message, stack_trace) values ($1, $2, $3)', [
    participantId,
    message,
    stackTrace,
  ]);
}
