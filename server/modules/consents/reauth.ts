import { createHash, randomBytes } from 'node:crypto';
import type { ProviderReauthPayload, ReauthAnswer } from '@contract';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { badRequest, forbidden } from '../../http/errors';
import type { ParticipantRow } from '../accounts/service';
import { confirmOwnPassword, linkedAccountOf } from '../session/service';
import { findConfirmedReauth, recordReauth } from './reauth-repository';

// Signing again at consent (DECISIONS §11, 21 CFR 11.200): before the first signature of a session
// a native account confirms its password; the answer is a short-lived token the sign call carries
// in X-Reauth. Wrong passwords count as failed sign-in tries (the same secret, the same limit), and
// every ask, confirmed or refused, is recorded.

export const REAUTH_TTL_SECONDS = 15 * 60;
export const WRONG_PASSWORD = 'The password is not correct. Please try again.';
export const REAUTH_REQUIRED = 'Please confirm your password before you sign.';
export const PROVIDER_NOT_CONFIRMED = 'We could not confirm it is you with your T1D account. Please try again.';
/** How recent the sign-in at the provider must be (asked with max_age=0, so seconds old in practice). */
export const PROVIDER_REAUTH_MAX_AGE_SECONDS = 5 * 60;

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
  if (!(await confirmOwnPassword(ctx, participant, password, ip))) {
    await recordReauth(ctx.db, { participantId: participant.id, sessionIat, method: 'password', outcome: 'refused' });
    throw badRequest({ password: [WRONG_PASSWORD] });
  }
  return confirmedAsk(ctx.db, participant, sessionIat, 'password');
}

async function confirmedAsk(
  db: Queryable,
  participant: ParticipantRow,
  sessionIat: number,
  method: 'password' | 'provider',
): Promise<ReauthAnswer> {
  const token = randomBytes(32).toString('base64url');
  await recordReauth(db, {
    participantId: participant.id,
    sessionIat,
    method,
    outcome: 'confirmed',
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + REAUTH_TTL_SECONDS * 1000),
  });
  return { reauth_token: token, expires_in: REAUTH_TTL_SECONDS };
}

/**
 * The provider's re-authentication (accounts that sign in only there): the code of a fresh sign-in
 * (the client asks with prompt=login and max_age=0) must belong to the identity linked to this
 * account and say it signed in moments ago (`auth_time`); a provider that does not say when is
 * not trusted for it. Every ask is recorded, refused or confirmed.
 */
export async function confirmWithProvider(
  ctx: ServerContext,
  participant: ParticipantRow,
  sessionIat: number,
  body: ProviderReauthPayload,
): Promise<ReauthAnswer> {
  const proof = await linkedAccountOf(ctx, body.provider, body.code).catch(() => undefined);
  const signedInAt = proof?.identity.auth_time;
  const fresh = signedInAt !== undefined && Date.now() / 1000 - signedInAt <= PROVIDER_REAUTH_MAX_AGE_SECONDS;
  if (!proof || proof.participantId !== participant.id || !fresh) {
    await recordReauth(ctx.db, { participantId: participant.id, sessionIat, method: 'provider', outcome: 'refused' });
    throw badRequest({ code: [PROVIDER_NOT_CONFIRMED] });
  }
  return confirmedAsk(ctx.db, participant, sessionIat, 'provider');
}

/**
 * The ask a signature is made under: the confirmed ask the X-Reauth token names (this participant,
 * this session, not expired); 403 without one. Every account is asked: its password, or the
 * provider for accounts that sign in only there.
 */
export async function requireReauth(
  db: Queryable,
  participant: ParticipantRow,
  sessionIat: number,
  header: string | undefined,
): Promise<number> {
  const found = header ? await findConfirmedReauth(db, participant.id, sessionIat, hash(header)) : undefined;
  if (!found) throw forbidden(REAUTH_REQUIRED);
  return found.id;
}
