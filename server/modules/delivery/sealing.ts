import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A message's link or code opens the account, so until the message goes out it is kept sealed:
// AES-256-GCM under the message key, the row's id as associated data (a sealed text moved onto
// another row does not open). Once sent or dead the sealed text is erased.

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

export function seal(key: Buffer, plaintext: string, rowId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(rowId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** Opens a sealed text; throws when the key, the row or the text is not the one it was sealed with. */
export function unseal(key: Buffer, sealed: string, rowId: string): string {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) throw new Error('unknown sealed format');
  const bytes = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(rowId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
