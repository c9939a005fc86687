import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A message's link or code opens the account, so until the message goes out it is kept sealed:
// AES-256-GCM under the message key, the row's id as associated data (a sealed text moved onto
// another row does not open). Once sent or dead the sealed text is erased. A message waits at most
// a day, so a key replaced in that time must still open what it sealed: the previous keys are
// kept for opening, never for sealing.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class MessageKeyError extends Error {}

/** REGISTRY_MESSAGE_KEY's 32 bytes, written as 64 hex digits or base64; undefined for anything else. */
export function messageKeyBytes(configured: string): Buffer | undefined {
  const raw = configured.trim();
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  return key.length === 32 ? key : undefined;
}

/**
 * REGISTRY_MESSAGE_KEY (32 bytes, base64 or hex) when set; else derived from the token secret with
 * HKDF-SHA256, so every process on one database agrees without a second secret to hand out.
 */
export function messageKey(configured: string | undefined, jwtSecret: string): Buffer {
  const raw = configured?.trim();
  if (!raw) return Buffer.from(hkdfSync('sha256', jwtSecret, 'registry-outbox', 'message-key-v1', 32));
  const key = messageKeyBytes(raw);
  if (!key)
    throw new MessageKeyError(
      'The registry did not start. REGISTRY_MESSAGE_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32).',
    );
  return key;
}

/** The key that seals, and every key a sealed text may have been sealed with (the sealing one first). */
export interface MessageKeys {
  seal: Buffer;
  open: readonly Buffer[];
}

export interface MessageKeySettings {
  /** REGISTRY_MESSAGE_KEY. */
  configured?: string;
  /** REGISTRY_MESSAGE_ACCEPTED_KEYS: a rotation's previous (or next) keys. */
  accepted?: readonly string[];
  /** The token secret, and REGISTRY_JWT_ACCEPTED_SECRETS: the keys derived from them open too. */
  jwtSecret: string;
  jwtAccepted?: readonly string[];
}

/**
 * The sealing key (REGISTRY_MESSAGE_KEY, else derived from the token secret) and the keys that open:
 * the accepted message keys, and the keys derived from the token secret and its accepted ones. So a
 * rotation of the token secret leaves the queued messages readable while the previous secret is
 * accepted, and so does setting REGISTRY_MESSAGE_KEY where the key used to be derived.
 */
export function messageKeys(settings: MessageKeySettings): MessageKeys {
  const sealing = messageKey(settings.configured, settings.jwtSecret);
  const candidates = [
    sealing,
    ...(settings.accepted ?? []).map((k) => messageKey(k, settings.jwtSecret)),
    ...[settings.jwtSecret, ...(settings.jwtAccepted ?? [])].map((secret) => messageKey(undefined, secret)),
  ];
  const open = candidates.filter((key, i) => candidates.findIndex((other) => other.equals(key)) === i);
  return { seal: sealing, open };
}

export function seal(key: Buffer, plaintext: string, rowId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(rowId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export class UnsealError extends Error {}

/**
 * Opens a sealed text with the first of `keys` it was sealed with; throws an UnsealError when none
 * is, or the row or the text is not the one it was sealed with.
 */
export function unseal(keys: readonly Buffer[], sealed: string, rowId: string): string {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) throw new UnsealError('unknown sealed format');
  const bytes = Buffer.from(data, 'base64');
  for (const key of keys) {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(rowId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      // sealed under another key
    }
  }
  throw new UnsealError('sealed under none of the message keys of this process');
}
