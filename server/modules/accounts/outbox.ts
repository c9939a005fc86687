import type { OutboxMessage } from '@contract';
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
  | 'email_changed'
  | 'account_unlock';

export interface OutgoingMessage {
  to: string;
  kind: OutboxKind;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

export const NOT_STORED = '[not stored]';

/** Whether the development outbox is on (ServerContext has it). */
export interface OutboxMode {
  devOutbox: boolean;
}

/**
 * Every message the server sends is written to the `outbox` table (a mail or SMS relay would
 * drain it); `GET /api/dev/outbox` lists it only when REGISTRY_DEV_OUTBOX=1. The message's link
 * or code opens the account: it is kept only while the development outbox is on;
 * otherwise the row keeps the message with `[not stored]` in its place (in the reference server
 * nothing sends it, so nothing else holds it in clear).
 */
export async function sendMessage(db: Queryable, message: OutgoingMessage, { devOutbox }: OutboxMode): Promise<void> {
  const { to, kind, subject, code, link } = message;
  let body = message.body;
  if (!devOutbox) for (const secret of [link, code]) if (secret) body = body.split(secret).join(NOT_STORED);
  await insertOutboxMessage(db, {
    to_address: to,
    kind,
    subject,
    body,
    code: devOutbox ? (code ?? null) : null,
    link: devOutbox ? (link ?? null) : null,
  });
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
