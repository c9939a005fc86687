import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@/config/paths';
import type { PreferredLanguage } from '@contract/account';
import type { MessageQueue } from '../../context';
import type { Queryable } from '../../db/database';
import { linkIn, messagesIn, type MessageText } from '../../lib/messages-texts';
import { queueMessage, type AccountMessageKind } from '../delivery/service';
import { insertResetToken, liveResetTokenOwner, spendResetTokens } from './repository';

export const RESET_LIFETIME_MINUTES = 60;
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a link to set a password is for: the page it opens and the message that carries it. */
interface PasswordLinkKind {
  kind: AccountMessageKind;
  page: (token: string) => string;
  text: (locale: PreferredLanguage, link: string, minutes: number) => MessageText;
}

const RESET: PasswordLinkKind = {
  kind: 'password_reset',
  page: paths.resetPassword.href,
  text: (locale, link, minutes) => messagesIn(locale).passwordReset(link, minutes),
};

/** The child's own e-mail of a hand-off (lifecycle.ts): what happened, and the page to choose a password. */
const HANDOFF: PasswordLinkKind = {
  kind: 'child_handoff',
  page: paths.handoffPassword.href,
  text: (locale, link, minutes) => messagesIn(locale).childHandoff(link, minutes),
};

/**
 * Stores only the token's digest; the link with the token itself is queued in the same transaction
 * (`db`), in `locale` (the page's language when asked for signed out, else the participant's).
 */
async function issuePasswordLink(
  { kind, page, text }: PasswordLinkKind,
  db: Queryable,
  participant: { id: number; email: string },
  publicUrl: string,
  queue: MessageQueue,
  locale: PreferredLanguage,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(db, digest(token), participant.id, RESET_LIFETIME_MINUTES);
  const link = linkIn(locale, `${publicUrl.replace(/\/$/, '')}${page(token)}`);
  await queueMessage(
    db,
    {
      to: participant.email,
      kind,
      locale,
      ...text(locale, link, RESET_LIFETIME_MINUTES),
      link,
      validMinutes: RESET_LIFETIME_MINUTES,
      participantId: participant.id,
    },
    queue,
  );
}

type IssueLink = (
  db: Queryable,
  participant: { id: number; email: string },
  publicUrl: string,
  queue: MessageQueue,
  locale: PreferredLanguage,
) => Promise<void>;

/** The reset link a participant asked for (spec 000 §4 password reset). */
export const issueResetLink: IssueLink = (...args) => issuePasswordLink(RESET, ...args);

/**
 * The hand-off's link: the same one-time token as a reset link (the same check and the same new
 * password call), in an e-mail and on a page of their own.
 */
export const issueHandoffLink: IssueLink = (...args) => issuePasswordLink(HANDOFF, ...args);

/** The participant a live reset token belongs to. */
export const resetTokenOwner = (db: Queryable, token: string): Promise<number | undefined> =>
  liveResetTokenOwner(db, digest(token));

/** Uses up every reset token of the participant once the password changed. */
export const consumeResetTokens = (db: Queryable, participantId: number): Promise<void> =>
  spendResetTokens(db, participantId);
