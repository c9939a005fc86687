import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@contract';

// The token of a reminder e-mail's one-click unsubscribe link (RFC 8058): it names one participant
// and one topic, is signed (HMAC-SHA256 under a key derived from the token secret), and does one
// thing: switch that topic's e-mails off. It does not expire (a mailbox keeps the e-mail for years,
// and the link must keep working), and the key of a replaced token secret still verifies while the
// secret is accepted (REGISTRY_JWT_ACCEPTED_SECRETS), like the session tokens.

const VERSION = 'u1';
const SIGNATURE_CHARS = 27; // 160 bits of the HMAC, base64url

export interface UnsubscribeTokens {
  sign(participantId: number, topic: NotificationTopic): string;
  /** Who and which topic a token names; undefined when it is not one of ours. */
  verify(token: string): { participantId: number; topic: NotificationTopic } | undefined;
}

const keyFrom = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'registry-unsubscribe', 'email-off-v1', 32));

const signature = (key: Buffer, participantId: number, topic: number) =>
  createHmac('sha256', key)
    .update(`${VERSION}:${participantId}:${topic}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);

/** Signs with the token secret; verifies with it and with the accepted ones. */
export function unsubscribeTokens(secret: string, accepted: readonly string[] = []): UnsubscribeTokens {
  const signing = keyFrom(secret);
  const keys = [signing, ...accepted.map(keyFrom)];
  return {
    sign(participantId, topic) {
      const index = NOTIFICATION_TOPICS.indexOf(topic);
      return `${VERSION}.${participantId}.${index}.${signature(signing, participantId, index)}`;
    },
    verify(token) {
      const match = /^u1\.([1-9]\d{0,9})\.([0-9])\.([A-Za-z0-9_-]{27})$/.exec(token);
      if (!match) return undefined;
      const participantId = Number(match[1]);
      const index = Number(match[2]);
      const topic = NOTIFICATION_TOPICS[index];
      if (!topic || participantId > 2 ** 31 - 1) return undefined;
      const given = Buffer.from(match[3]);
      const valid = keys.some((key) => timingSafeEqual(Buffer.from(signature(key, participantId, index)), given));
      return valid ? { participantId, topic } : undefined;
    },
  };
}
