import type { ServerContext } from '../../context';
import { normaliseEmail } from '../../lib/email';
import { verifyPassword, type ParticipantRow } from '../accounts/service';
import { admitTry } from './account-lock';

// The one way a password is checked (DECISIONS §3), at every door that asks for one: sign-in,
// re-authentication before a signature, the password change and the e-mail change. A signed-in
// door is no softer than sign-in, or a stolen session token would turn into the password.

/**
 * One password try at an account: it counts in the account's and the address's limits before the
 * password is looked at, so a locked account (or a spent address) answers 429 whatever the password
 * and parallel guesses each see the ones before them. A right password marks the try successful;
 * a wrong one stays a failure. Answers whether it was right; the caller words a wrong one.
 */
export async function passwordTry(
  ctx: ServerContext,
  accountKey: string,
  ip: string,
  password: string,
  storedHash: string | null | undefined,
  linkOrigin?: string,
): Promise<boolean> {
  const attempt = await admitTry(ctx, 'login', accountKey, ip, linkOrigin);
  const right = await verifyPassword(password, storedHash);
  if (right) await ctx.limiter.succeeded(attempt);
  return right;
}

/** A signed-in participant's own password, counted as a try at their sign-in (the same secret, the same limit). */
export const confirmOwnPassword = (ctx: ServerContext, me: ParticipantRow, password: string, ip: string) =>
  passwordTry(ctx, normaliseEmail(me.email), ip, password, me.password_hash);
