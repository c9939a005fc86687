import type { OutboxMessage } from '../../../src/shared/api/contract';
import type { Queryable } from '../../db/database';
import { iso } from '../../lib/dates';
import { insertOutboxMessage, listOutboxRows } from './repository';

export type OutboxKind =
  | 'otp_code'
  | 'password_reset'
  | 'child_handoff'
  | 'withdrawal_confirmation'
  | 'sms_consent'
  | 'welcome'
  | 'email_changed';

export interface OutgoingMessage {
  to: string;
  kind: OutboxKind;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

/**
 * Every message the server sends is written to the `outbox` table (a mail or SMS relay would
 * drain it); `GET /api/dev/outbox` lists it only when REGISTRY_DEV_OUTBOX=1.
 */
export async function sendMessage(db: Queryable, message: OutgoingMessage): Promise<void> {
  const { to, kind, subject, body, code, link } = message;
  await insertOutboxMessage(db, { to_address: to, kind, subject, body, code: code ?? null, link: link ?? null });
}

export async function listOutbox(db: Queryable, to: string | undefined): Promise<OutboxMessage[]> {
  const rows = await listOutboxRows(db, to);
  return rows.map((r) => ({
    to: r.to_address,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    ...(r.code ? { code: r.code } : {}),
    ...(r.link ? { link: r.link } : {}),
    created_at: iso(r.created_at)!,
  }));
}
