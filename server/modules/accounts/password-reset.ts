import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@/config/paths';
import type { PreferredLanguage } from '@contract/account';
import type { MessageQueue } from '../../context';
import type { Queryable } from '../../db/database';
import { linkIn, messagesIn } from '../../lib/messages-texts';
import { queueMessage } from '../delivery/service';
import { insertResetToken, liveResetTokenOwner, spendResetTokens } from './repository';

export const RESET_LIFETIME_MINUTES = 60;
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores only the token's digest; the link with the token itself is queued in the same transaction
 * (`db`), in `locale` (the page's language when asked for signed out, else the participant's).
 */
export async function issueResetLink(
  db: Queryable,
  participant: { id: number; email: string },
  publicUrl: string,
  queue: MessageQueue,
  locale: PreferredLanguage,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(db, digest(token), participant.id, RESET_LIFETIME_MINUTES);
  const link = linkIn(locale, `${publicUrl.replace(/\/$/, '')}${paths.resetPassword.href(token)}`);
  await queueMessage(
    db,
    {
      to: participant.email,
      kind: 'password_reset',
      locale,
      ...messagesIn(locale).passwordReset(link, RESET_LIFETIME_MINUTES),
      link,
      validMinutes: RESET_LIFETIME_MINUTES,
      participantId: participant.id,
    },
    queue,
  );
}

/** The participant a live reset token belongs to. */
export const resetTokenOwner = (db: Queryable, token: string): Promise<number | undefined> =>
  liveResetTokenOwner(db, digest(token));

/** Uses up every reset token of the participant once the password changed. */
export const consumeResetTokens = (db: Queryable, participantId: number): Promise<void> =>
  spendResetTokens(db, participantId);
