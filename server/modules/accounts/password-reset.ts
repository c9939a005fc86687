import { createHash, randomBytes } from 'node:crypto';
import { paths } from '../../../src/config/paths';
import { one, type Queryable } from '../../db/database';
import { sendMessage } from './outbox';

export const RESET_LIFETIME_MINUTES = 60;
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores only the token's digest; the link with the token itself goes to the outbox. */
export async function issueResetLink(db: Queryable, participant: { id: number; email: string }, publicUrl: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`insert into password_reset_tokens (token_hash, participant_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`, [
    digest(token), participant.id, RESET_LIFETIME_MINUTES,
  ]);
  const link = `${publicUrl.replace(/\/$/, '')}${paths.resetPassword.href(token)}`;
  await sendMessage(db, {
    to: participant.email,
    kind: 'password_reset',
    subject: 'Reset your registry password',
    body: `We received a request to reset your password. Open this link within ${RESET_LIFETIME_MINUTES} minutes to choose a new one: ${link}\nIf you did not ask for it, ignore this message.`,
    link,
  });
}

/** The participant a live reset token belongs to. */
export async function resetTokenOwner(db: Queryable, token: string): Promise<number | undefined> {
  const row = await one<{ participant_id: number }>(
    db,
    'select participant_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > now()',
    [digest(token)],
  );
  return row?.participant_id;
}

/** Uses up every reset token of the participant once the password changed. */
export async function consumeResetTokens(db: Queryable, participantId: number): Promise<void> {
  await db.query('update password_reset_tokens set used_at = now() where participant_id = $1 and used_at is null', [participantId]);
}
