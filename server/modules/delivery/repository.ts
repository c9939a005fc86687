import type { Queryable } from '../../db/database';
import type { Channel } from './settings';

// Every statement on the outbox queue. A worker claims due rows with FOR UPDATE SKIP LOCKED, so
// workers of several processes on one PostgreSQL never claim the same row; a row left `sending` by
// a process that died is claimed again once its lease has passed.

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'dead';

export interface NewOutboxRow {
  to_address: string;
  kind: string;
  channel: Channel;
  locale: string;
  participant_id: number | null;
  subject: string;
  /** The text with its link and code replaced (what stays readable in the table). */
  body: string;
  /** Kept in clear only with the development outbox on. */
  code: string | null;
  link: string | null;
  sealed: string | null;
  message_id: string;
  status: 'pending' | 'dead';
  last_error: string | null;
  valid_minutes: number | null;
  /** A reminder's notification topic: its switch is checked again when the message is sent. */
  topic: string | null;
  /** Headers of the message's own (an e-mail reminder's List-Unsubscribe). */
  headers: Record<string, string> | null;
}

export async function insertOutboxRow(db: Queryable, r: NewOutboxRow): Promise<void> {
  await db.query(
    `insert into outbox (to_address, kind, channel, locale, participant_id, subject, body, code, link, sealed,
                         message_id, status, last_error, expires_at, topic, headers)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
             case when $14::int is null then null else now() + make_interval(mins => $14::int) end, $15, $16)`,
    [
      r.to_address,
      r.kind,
      r.channel,
      r.locale,
      r.participant_id,
      r.subject,
      r.body,
      r.code,
      r.link,
      r.sealed,
      r.message_id,
      r.status,
      r.last_error,
      r.valid_minutes,
      r.topic,
      r.headers ? JSON.stringify(r.headers) : null,
    ],
  );
}

export interface ClaimedRow {
  id: string;
  to_address: string;
  kind: string;
  channel: Channel;
  locale: 'en' | 'es';
  subject: string;
  body: string;
  sealed: string | null;
  message_id: string;
  attempts: number;
  created_at: Date;
  /** Its link or code is no longer valid: it must not be sent. */
  expired: boolean;
  participant_id: number | null;
  topic: string | null;
  headers: Record<string, string> | null;
}

/** Claims up to `limit` due rows of the channels for this worker, counting the try. */
export function claimDueRows(db: Queryable, channels: readonly Channel[], limit: number, leaseSeconds: number) {
  return db.query<ClaimedRow>(
    `with due as (
       select id from outbox
        where channel = any($1::text[])
          and ((status = 'pending' and next_attempt_at <= now())
               or (status = 'sending' and claimed_at < now() - make_interval(secs => $3::int)))
        order by next_attempt_at, id
        limit $2
        for update skip locked)
     update outbox o set status = 'sending', claimed_at = now(), attempts = o.attempts + 1
       from due where o.id = due.id
     returning o.id::text as id, o.to_address, o.kind, o.channel, o.locale, o.subject, o.body, o.sealed,
               o.message_id, o.attempts, o.created_at, coalesce(o.expires_at <= now(), false) as expired,
               o.participant_id::int as participant_id, o.topic, o.headers`,
    [channels, limit, leaseSeconds],
  );
}

/** Sent: the sealed link or code is erased with it. */
export async function markSent(db: Queryable, id: string, providerId: string | undefined): Promise<void> {
  await db.query(
    `update outbox set status = 'sent', sent_at = now(), provider_message_id = $2, sealed = null, last_error = null,
            claimed_at = null
      where id = $1::bigint`,
    [id, providerId ?? null],
  );
}

export async function markForRetry(db: Queryable, id: string, at: Date, reason: string): Promise<void> {
  await db.query(
    `update outbox set status = 'pending', next_attempt_at = $2, last_error = $3, claimed_at = null where id = $1::bigint`,
    [id, at, reason],
  );
}

/** Dead: never tried again; the sealed link or code is erased. */
export async function markDead(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(
    `update outbox set status = 'dead', last_error = $2, sealed = null, claimed_at = null where id = $1::bigint`,
    [id, reason],
  );
}

/** Whether a participant with this number switched text messages off (STOP, the opt-out link, My Profile). */
export async function numberOptedOut(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from participants p join notification_settings n on n.participant_id = p.id
      where p.phone = $1 and n.sms_opted_out limit 1`,
    [phone],
  );
  return rows.length > 0;
}

/**
 * Whether the participant has switched the reminder's topic off on this channel since it was
 * queued (My Profile, the one-click unsubscribe, STOP), or the account is no longer active.
 */
export async function topicSwitchedOff(
  db: Queryable,
  participantId: number,
  topic: string,
  channel: Channel,
): Promise<boolean> {
  const rows = await db.query<{ on: boolean }>(
    `select p.account_status = 'active' and coalesce((n.settings -> $2 ->> $3)::boolean, false) as on
       from participants p left join notification_settings n on n.participant_id = p.id where p.id = $1`,
    [participantId, topic, channel === 'email' ? 'email_on' : 'sms_on'],
  );
  return !rows[0]?.on;
}

export interface OutboxListRow {
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  status: OutboxStatus;
  created_at: Date;
}

/** The newest 200 messages, to one address (any case) or to everyone (the development outbox). */
export function listOutboxRows(db: Queryable, to: string | undefined): Promise<OutboxListRow[]> {
  return db.query<OutboxListRow>(
    `select to_address, kind, subject, body, code, link, status, created_at from outbox
      where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit 200`,
    [to ?? null],
  );
}

export interface QueueDepth {
  pending: number;
  /** Seconds since the oldest due message became due (0 when none is). */
  oldest_due_seconds: number;
}

export async function queueDepth(db: Queryable): Promise<QueueDepth> {
  const [row] = await db.query<{ pending: string; oldest: number | null }>(
    `select count(*) filter (where status in ('pending', 'sending')) as pending,
            extract(epoch from now() - min(next_attempt_at) filter (where status = 'pending' and next_attempt_at <= now()))::float8 as oldest
       from outbox where status in ('pending', 'sending')`,
  );
  return { pending: Number(row?.pending ?? 0), oldest_due_seconds: Math.max(0, row?.oldest ?? 0) };
}
