import { readFileSync } from 'node:fs';

// What the delivery worker sends with, read from the environment at start. A wrong value stops the
// start with a message naming the variable; a transport left unset outside development stops it
// too (naming what to set), unless REGISTRY_DELIVERY=off says on purpose that nothing goes out.

export type Channel = 'email' | 'sms';

export interface SmtpSettings {
  /** REGISTRY_SMTP_URL without its password (for the start-up log). */
  display: string;
  host: string;
  port: number;
  /** smtps:// — TLS from the first byte. */
  secure: boolean;
  /** smtp:// — STARTTLS is required unless `?tls=none` (a relay on the same host). */
  requireTls: boolean;
  user?: string;
  password?: string;
  /** REGISTRY_SMTP_CA_FILE: a PEM certificate authority to trust besides the system's (an internal relay). */
  ca?: Buffer;
}

export interface SmsSettings {
  /** REGISTRY_SMS_URL: the API base, e.g. https://api.twilio.com/2010-04-01. */
  url: string;
  accountSid: string;
  authToken: string;
  /** REGISTRY_SMS_FROM (a number) or REGISTRY_SMS_MESSAGING_SERVICE_SID. */
  from?: string;
  messagingServiceSid?: string;
}

export interface DeliverySettings {
  email?: SmtpSettings;
  sms?: SmsSettings;
  /** REGISTRY_MAIL_FROM: `Name <address>` or an address. */
  mailFrom: string;
  /** REGISTRY_MAIL_REPLY_TO. */
  replyTo?: string;
  /** REGISTRY_DELIVERY=off: start without a transport outside development, on purpose. */
  off: boolean;
}

export class DeliverySettingError extends Error {}

type Env = Record<string, string | undefined>;
const value = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};
const refuse = (message: string): never => {
  throw new DeliverySettingError(`The registry did not start. ${message}`);
};

export const DEVELOPMENT_MAIL_FROM = 'Type 1 Diabetes Registry <registry@localhost>';
const ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;
const MAILBOX = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function urlOf(name: string, raw: string, takes: string): URL {
  try {
    return new URL(raw);
  } catch {
    return refuse(`${name} is not a URL: it takes ${takes}.`);
  }
}

export function smtpSettingsFrom(env: Env): SmtpSettings | undefined {
  const raw = value(env, 'REGISTRY_SMTP_URL');
  if (!raw) return undefined;
  const url = urlOf(
    'REGISTRY_SMTP_URL',
    raw,
    'smtp://host:587 (STARTTLS), smtps://host:465, or smtp://host:25?tls=none',
  );
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:')
    refuse(`REGISTRY_SMTP_URL must start with smtp:// or smtps://; it starts with ${url.protocol}//.`);
  const params = [...url.searchParams.keys()];
  const tls = url.searchParams.get('tls');
  if (params.some((p) => p !== 'tls') || (tls !== null && tls !== 'none') || (secure && tls !== null))
    refuse('REGISTRY_SMTP_URL accepts one option, ?tls=none on smtp:// (a relay on this host, without STARTTLS).');
  const caFile = value(env, 'REGISTRY_SMTP_CA_FILE');
  let ca: Buffer | undefined;
  if (caFile) {
    try {
      ca = readFileSync(caFile);
    } catch (error) {
      refuse(`REGISTRY_SMTP_CA_FILE (${caFile}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}.`);
    }
  }
  const user = url.username ? decodeURIComponent(url.username) : value(env, 'REGISTRY_SMTP_USER');
  const password = url.password ? decodeURIComponent(url.password) : value(env, 'REGISTRY_SMTP_PASSWORD');
  if (password && !user) refuse("REGISTRY_SMTP_PASSWORD is set without a user (REGISTRY_SMTP_USER or the URL's).");
  const shown = new URL(url.href);
  shown.password = '';
  return {
    display: shown.href,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTls: !secure && tls !== 'none',
    ...(user ? { user } : {}),
    ...(password ? { password } : {}),
    ...(ca ? { ca } : {}),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function smsSettingsFrom(env: Env): SmsSettings | undefined {
  const raw = value(env, 'REGISTRY_SMS_URL');
  if (!raw) return undefined;
  const url = urlOf('REGISTRY_SMS_URL', raw, "the relay's API base, e.g. https://api.twilio.com/2010-04-01");
  // The account's token travels in every request: only a relay on this machine may be spoken to in clear.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
    refuse('REGISTRY_SMS_URL must be https:// (http:// only for a relay on this machine).');
  const accountSid =
    value(env, 'REGISTRY_SMS_ACCOUNT_SID') ??
    refuse('REGISTRY_SMS_URL is set: REGISTRY_SMS_ACCOUNT_SID must be set too.');
  const authToken =
    value(env, 'REGISTRY_SMS_AUTH_TOKEN') ??
    refuse('REGISTRY_SMS_URL is set: REGISTRY_SMS_AUTH_TOKEN must be set too.');
  const from = value(env, 'REGISTRY_SMS_FROM');
  const messagingServiceSid = value(env, 'REGISTRY_SMS_MESSAGING_SERVICE_SID');
  if (!from && !messagingServiceSid)
    refuse(
      'REGISTRY_SMS_URL is set: the sender is REGISTRY_SMS_FROM (a number) or REGISTRY_SMS_MESSAGING_SERVICE_SID.',
    );
  if (from && !/^\+[1-9]\d{6,14}$/.test(from))
    refuse(`REGISTRY_SMS_FROM must be a number in E.164 form (+15551234567); it is "${from}".`);
  return {
    url: url.href.replace(/\/+$/, ''),
    accountSid,
    authToken,
    ...(from ? { from } : {}),
    ...(messagingServiceSid ? { messagingServiceSid } : {}),
  };
}

/** Every delivery setting, checked; throws DeliverySettingError naming the variable. */
export function deliverySettingsFrom(env: Env, environment: string): DeliverySettings {
  const delivery = value(env, 'REGISTRY_DELIVERY');
  if (delivery !== undefined && delivery !== 'off' && delivery !== 'on')
    refuse(`REGISTRY_DELIVERY takes "off" (start without a transport, on purpose) or "on"; it is "${delivery}".`);
  const email = smtpSettingsFrom(env);
  const sms = smsSettingsFrom(env);
  const mailFrom = value(env, 'REGISTRY_MAIL_FROM');
  if (mailFrom && !MAILBOX.test(mailFrom))
    refuse(`REGISTRY_MAIL_FROM must be an address or Name <address>; it is "${mailFrom}".`);
  if (email && !mailFrom && environment !== 'development')
    refuse(
      'REGISTRY_SMTP_URL is set: REGISTRY_MAIL_FROM (the sender, e.g. Registry <registry@example.org>) must be set too.',
    );
  const replyTo = value(env, 'REGISTRY_MAIL_REPLY_TO');
  if (replyTo && !ADDRESS.test(replyTo) && !MAILBOX.test(replyTo))
    refuse(`REGISTRY_MAIL_REPLY_TO must be an address; it is "${replyTo}".`);
  return {
    ...(email ? { email } : {}),
    ...(sms ? { sms } : {}),
    mailFrom: mailFrom ?? DEVELOPMENT_MAIL_FROM,
    ...(replyTo ? { replyTo } : {}),
    off: delivery === 'off',
  };
}

/** The mailbox a reminder's List-Unsubscribe mailto names: where replies go, else the sender's address. */
export function unsubscribeMailbox(settings: Pick<DeliverySettings, 'mailFrom' | 'replyTo'>): string {
  const mailbox = settings.replyTo ?? settings.mailFrom;
  return /<([^<>]+)>/.exec(mailbox)?.[1] ?? mailbox;
}

/** The setting each channel needs, and the messages that go out on it. */
export const CHANNEL_NEEDS: Record<Channel, { setting: string; messages: string }> = {
  email: {
    setting: 'REGISTRY_SMTP_URL (and REGISTRY_MAIL_FROM)',
    messages:
      'sign-in codes, password reset and unlock links, the welcome, the child hand-off, withdrawal and e-mail change notices, reminders',
  },
  sms: {
    setting: 'REGISTRY_SMS_URL (with REGISTRY_SMS_ACCOUNT_SID, REGISTRY_SMS_AUTH_TOKEN and REGISTRY_SMS_FROM)',
    messages: 'the text-message consent confirmation, text reminders',
  },
};

export const missingChannels = (s: DeliverySettings): Channel[] =>
  (['email', 'sms'] as const).filter((c) => s[c] === undefined);

/**
 * Outside development every message must be able to leave: a missing transport stops the start
 * (naming its setting) unless REGISTRY_DELIVERY=off. Development keeps its outbox instead.
 */
export function deliveryRefusal(settings: DeliverySettings, environment: string): string | undefined {
  if (environment === 'development' || settings.off) return undefined;
  const missing = missingChannels(settings);
  if (missing.length === 0) return undefined;
  const needs = missing.map((c) => `${CHANNEL_NEEDS[c].setting} for ${CHANNEL_NEEDS[c].messages}`).join('; ');
  return `The registry did not start: messages could not be delivered. Set ${needs}. To start without them on purpose, set REGISTRY_DELIVERY=off.`;
}

/** Said once at start when messages will not go out; undefined when every channel has its transport. */
export function undeliveredNotice(settings: DeliverySettings, environment: string): string | undefined {
  const missing = missingChannels(settings);
  if (missing.length === 0) return undefined;
  const what = missing
    .map((c) => `${CHANNEL_NEEDS[c].messages} (no ${CHANNEL_NEEDS[c].setting.split(' ')[0]})`)
    .join('; ');
  const where = environment === 'development' ? ' They stay in the outbox table.' : ' (REGISTRY_DELIVERY=off)';
  return `Messages that will not be sent: ${what}.${where}`;
}
