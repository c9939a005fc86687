import { createHash, randomBytes } from 'node:crypto';
import { paths } from '@/config/paths';
import type { AttemptKind, ServerContext } from '../../context';
import { badRequest, tooManyRequests } from '../../http/errors';
import { linkIn, messagesIn } from '../../lib/messages-texts';
import { findParticipantByEmail, findParticipantById } from '../accounts/service';
import { queueMessage } from '../delivery/service';
import { RATE_LIMIT_MESSAGE } from './rate-limit';
import { insertUnlockToken, spendUnlockToken } from './repository';

// The lock of DECISIONS §3 as the participant meets it: the try that locks an account sends its
// owner a one-time unlock link (only its sha-256 is stored, as for reset links), every try while
// locked answers the same 429, and the link ends the lock.

export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed attempts: sign-in to this account is locked. We have e-mailed a link to unlock it to the address of the account; without it, sign-in opens again 15 minutes after the last try.';
export const UNLOCK_LINK_INVALID = 'This unlock link is invalid, has expired or has already been used.';
export const UNLOCK_LIFETIME_MINUTES = 24 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Lets a sign-in or dual-factor try through the limit (its attempt id) or refuses it with 429: the
 * same answer for every try at a locked account, right password or wrong, from any address.
 */
export async function admitTry(
  ctx: ServerContext,
  kind: AttemptKind,
  accountKey: string,
  ip: string,
  linkOrigin: string | undefined,
): Promise<number> {
  const verdict = await ctx.limiter.begin(kind, accountKey, ip);
  if ('id' in verdict) return verdict.id;
  if (verdict.refused === 'address') throw tooManyRequests(RATE_LIMIT_MESSAGE);
  if (verdict.lockedNow) await sendUnlockLink(ctx, accountKey, linkOrigin);
  throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE);
}

/** The unlock e-mail to the account's owner; nothing for an address without an account. */
async function sendUnlockLink(ctx: ServerContext, email: string, linkOrigin: string | undefined) {
  const owner = await findParticipantByEmail(ctx.db, email);
  if (!owner || owner.account_status !== 'active') return;
  const token = randomBytes(32).toString('base64url');
  const origin = (linkOrigin ?? ctx.publicUrl ?? '').replace(/\/$/, '');
  const link = linkIn(owner.preferred_language, `${origin}${paths.unlockAccount.href(token)}`);
  await ctx.db.transaction(async (tx) => {
    await insertUnlockToken(tx, digest(token), owner.id, UNLOCK_LIFETIME_MINUTES);
    await queueMessage(
      tx,
      {
        to: owner.email,
        kind: 'account_unlock',
        locale: owner.preferred_language,
        ...messagesIn(owner.preferred_language).accountUnlock(link),
        link,
        validMinutes: UNLOCK_LIFETIME_MINUTES,
        participantId: owner.id,
      },
      ctx.messages,
    );
  });
}

/** Uses an unlock link once: the account's locks end and its failures so far stop counting. */
export async function unlockAccount(ctx: ServerContext, token: string) {
  const owner = await spendUnlockToken(ctx.db, digest(token));
  const participant = owner === undefined ? undefined : await findParticipantById(ctx.db, owner);
  if (!participant) throw badRequest({ token: [UNLOCK_LINK_INVALID] });
  await ctx.limiter.unlock(participant.email);
  return { detail: 'Your account is unlocked. You can sign in again.' };
}
