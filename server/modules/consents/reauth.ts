import { createHash, randomBytes } from 'node:crypto';
import type { ReauthAnswer } from '../../../src/shared/api/contract';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { badRequest, forbidden, tooManyRequests } from '../../http/errors';
import { verifyPassword, type ParticipantRow } from '../accounts/service';
import { RATE_LIMIT_MESSAGE } from '../session/service';
import { findConfirmedReauth, recordReauth } from './reauth-repository';

// Signing again at consent (DECISIONS §11, 21 CFR 11.200): before the first signature of a session
// a native account confirms its password; the answer is a short-lived token the sign call carries
// in X-Reauth. Wrong passwords count as failed sign-in tries (the same secret, the same limit), and
// every ask, confirmed or refused, is recorded.

export const REAUTH_TTL_SECONDS = 15 * 60;
export const WRONG_PASSWORD = 'The password is not correct. Please try again.';
export const REAUTH_REQUIRED = 'Please confirm your password before you sign.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Accounts with a password confirm it; accounts that sign in only through the provider confirm there. */
export const asksPassword = (participant: Pick<ParticipantRow, 'auth_methods'>) =>
  participant.auth_methods.includes('native');

export async function confirmPassword(
  ctx: ServerContext,
  participant: ParticipantRow,
  sessionIat: number,
  password: string,
  ip: string,
): Promise<ReauthAnswer> {
  if (!asksPassword(participant))
    throw badRequest({ non_field_errors: ['This account signs in through the identity provider; confirm there.'] });
  const attempt = await ctx.limiter.begin('login', participant.email, ip);
  if (attempt === undefined) throw tooManyRequests(RATE_LIMIT_MESSAGE);
  if (!(await verifyPassword(password, participant.password_hash))) {
    await recordReauth(ctx.db, { participantId: participant.id, sessionIat, method: 'password', outcome: 'refused' });
    if (attempt.accountLocked) throw tooManyRequests(RATE_LIMIT_MESSAGE);
    throw badRequest({ password: [WRONG_PASSWORD] });
  }
  await ctx.limiter.succeeded(attempt.id);
  const token = randomBytes(32).toString('base64url');
  await recordReauth(ctx.db, {
    participantId: participant.id,
    sessionIat,
    method: 'password',
    outcome: 'confirmed',
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + REAUTH_TTL_SECONDS * 1000),
  });
  return { reauth_token: token, expires_in: REAUTH_TTL_SECONDS };
}

/**
 * The ask a signature is made under: the confirmed ask the X-Reauth token names (this participant,
 * this session, not expired); 403 without one. External-only accounts are not asked here (the
 * provider's re-authentication is not wired yet): undefined.
 */
export async function requireReauth(
  db: Queryable,
  participant: ParticipantRow,
  sessionIat: number,
  header: string | undefined,
): Promise<number | undefined> {
  if (!asksPassword(participant)) return undefined;
  const found = header ? await findConfirmedReauth(db, participant.id, sessionIat, hash(header)) : undefined;
  if (!found) throw forbidden(REAUTH_REQUIRED);
  return found.id;
}
