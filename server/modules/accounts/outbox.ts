import type { OutboxMessage } from '../../../src/shared/api/contract';
import type { Queryable } from '../../db/database';

export type OutboxKind = 'otp_code' | 'password_reset' | 'child_handoff' | 'withdrawal_confirmation' | 'sms_consent' | 'welcome';

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
  await db.query('insert into outbox (to_address, kind, subject, body, code, link) values ($1, $2, $3, $4, $5, $6)', [
    message.to,
    message.kind,
    message.subject,
    message.body,
    message.code ?? null,
    message.link ?? null,
  ]);
}

export async function listOutbox(db: Queryable, to: string | undefined): Promise<OutboxMessage[]> {
  const rows = await db.query<{ to_address: string; kind: string; subject: string; body: string; code: string | null; link: string | null; created_at: Date }>(
    `select to_address, kind, subject, body, code, link, created_at from outbox
      where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 200`,
    [to ?? null],
  );
  return rows.map((r) => ({
    to: r.to_address,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    ...(r.code ? { code: r.code } : {}),
    ...(r.link ? { link: r.link } : {}),
    created_at: new Date(r.created_at).toISOString(),
  }));
}
