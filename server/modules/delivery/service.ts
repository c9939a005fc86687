import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@contract';
import type { NotificationTopic, PreferredLanguage } from '@contract/account';
import { DEFAULT_SITE } from '@/config/site';
import type { MessageQueue } from '../../context';
import type { Queryable } from '../../db/database';
import { iso } from '../../lib/dates';
import { insertOutboxRow, listOutboxRows, queueDepth, type QueueDepth } from './repository';
import type { RetryPolicy } from './retry';
import { seal, type MessageKeys } from './sealing';
import { CHANNEL_NEEDS, type Channel, type DeliverySettings } from './settings';
import { smsTransport } from './sms-transport';
import { smtpTransport } from './smtp-transport';
import type { Transport } from './transport';
import { startDeliveryWorker, type DeliveryWorker } from './worker';

// The delivery module as other modules see it: a service queues a message in the same transaction
// as the change that causes it (a reset token is never stored without its message) and answers;
// the worker sends it later. No other module sends anything.

/** Messages of one channel each: the account's own notices. */
export type AccountMessageKind =
  | 'otp_code'
  | 'password_reset'
  | 'child_handoff'
  | 'withdrawal_confirmation'
  | 'sms_consent'
  | 'welcome'
  | 'email_changed'
  | 'account_unlock';

/** Reminders (server/modules/reminders/): each goes by e-mail, by text, or both, as its topic's switches say. */
export type ReminderMessageKind =
  'reminder_new_study' | 'reminder_annual' | 'reminder_ongoing' | 'reminder_closing' | 'reminder_missed';

export type MessageKind = AccountMessageKind | ReminderMessageKind;

const CHANNEL_OF: Record<AccountMessageKind, Channel> = {
  otp_code: 'email',
  password_reset: 'email',
  child_handoff: 'email',
  withdrawal_confirmation: 'email',
  sms_consent: 'sms',
  welcome: 'email',
  email_changed: 'email',
  account_unlock: 'email',
};

interface MessageParts {
  to: string;
  /** The reader's language: the texts are in it, and an e-mail says so (Content-Language). */
  locale: PreferredLanguage;
  subject: string;
  body: string;
  /** A code or link in the body: kept sealed until sent, never in clear in the table. */
  code?: string;
  link?: string;
  /** How long the code or link is valid: past it the message is not sent. */
  validMinutes?: number;
  participantId?: number;
}

/**
 * A message to queue: an account notice goes on its kind's channel; a reminder names its channel
 * and its topic, whose switch the worker checks again when it sends (a participant who switched the
 * topic off in the meantime gets nothing), and an e-mail reminder carries its own headers
 * (List-Unsubscribe).
 */
export type OutgoingMessage = MessageParts &
  (
    | { kind: AccountMessageKind; channel?: never; topic?: never; headers?: never }
    | {
        kind: ReminderMessageKind;
        channel: Channel;
        topic: NotificationTopic;
        participantId: number;
        headers?: Record<string, string>;
      }
  );

export const NOT_STORED = '[not stored]';

/** Writes the message to the queue with `db` (the transaction of the change that causes it). */
export async function queueMessage(db: Queryable, message: OutgoingMessage, queue: MessageQueue): Promise<void> {
  const { to, kind, code, link, locale } = message;
  const channel = message.channel ?? CHANNEL_OF[message.kind as AccountMessageKind];
  const secrets = [link, code].filter((s): s is string => !!s);
  const redacted = secrets.reduce((body, secret) => body.split(secret).join(NOT_STORED), message.body);
  const messageId = `<${randomUUID()}@${queue.messageIdHost}>`;
  const deliverable = queue.channels.has(channel);
  const sealed =
    deliverable && secrets.length > 0
      ? seal(queue.key, JSON.stringify({ text: message.body, link, code }), messageId)
      : null;
  await insertOutboxRow(db, {
    to_address: to,
    kind,
    channel,
    locale,
    participant_id: message.participantId ?? null,
    subject: message.subject,
    body: queue.devOutbox ? message.body : redacted,
    code: queue.devOutbox ? (code ?? null) : null,
    link: queue.devOutbox ? (link ?? null) : null,
    sealed,
    message_id: messageId,
    status: deliverable ? 'pending' : 'dead',
    last_error: deliverable
      ? null
      : `not sent: no transport for ${channel} (${CHANNEL_NEEDS[channel].setting.split(' ')[0]})`,
    valid_minutes: secrets.length > 0 ? (message.validMinutes ?? null) : null,
    topic: message.topic ?? null,
    headers: message.headers ?? null,
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
    status: r.status,
    created_at: iso(r.created_at)!,
  }));
}

export const deliveryQueueDepth = (db: Queryable): Promise<QueueDepth> => queueDepth(db);

export interface DeliveryOptions {
  db: Queryable;
  settings: DeliverySettings;
  keys: MessageKeys;
  devOutbox: boolean;
  publicUrl: string;
  retry?: RetryPolicy;
  pollMs?: number;
  log?: (line: string) => void;
}

export interface Delivery {
  queue: MessageQueue;
  worker: DeliveryWorker;
}

/** The transports the settings name, the queue's settings and this process's worker. */
export function startDelivery(options: DeliveryOptions): Delivery {
  const { settings } = options;
  const transports: Partial<Record<Channel, Transport>> = {};
  if (settings.email)
    transports.email = smtpTransport({
      settings: settings.email,
      from: settings.mailFrom,
      replyTo: settings.replyTo,
      sender: DEFAULT_SITE.registryName,
    });
  if (settings.sms) transports.sms = smsTransport({ settings: settings.sms, log: options.log });
  const worker = startDeliveryWorker({
    db: options.db,
    transports,
    keys: options.keys.open,
    retry: options.retry,
    pollMs: options.pollMs,
    log: options.log,
  });
  return {
    worker,
    queue: {
      devOutbox: options.devOutbox,
      channels: new Set(Object.keys(transports) as Channel[]),
      key: options.keys.seal,
      messageIdHost: new URL(options.publicUrl).hostname || 'registry.invalid',
    },
  };
}

export {
  deliveryRefusal,
  unsubscribeMailbox,
  deliverySettingsFrom,
  DeliverySettingError,
  undeliveredNotice,
  type DeliverySettings,
} from './settings';
export { messageKey, messageKeyBytes, messageKeys } from './sealing';
export { relaySignature, relaySignatureCheck } from './relay-signature';
export type { RetryPolicy } from './retry';
