import type { FrontendLogPayload } from '@contract';
import type { ServerContext } from '../../context';
import { tooManyRequests } from '../../http/errors';
import { readToken } from '../../http/tokens';
import { ADDRESS_QUOTA_MESSAGE } from '../session/service';
import { insertEmailClick, insertFrontendLog } from './repository';

// Public look-ups and small calls: the version, US states and time zones, the e-mail spelling
// check, and the two logs (e-mail clicks, front-end errors).

export { checkEmailSpelling } from '../../lib/email';
export { US_STATES, US_TIME_ZONES, timeZonesIn } from '../../lib/us-states';

/** Sent on every answer as X-TR-VERSION and by the version calls. */
export const APP_VERSION = '0.1.0';

/**
 * One row per link and address: a repeated click from the same address within a day writes
 * nothing; new links from one address are capped per 15 minutes (the quota lives in the database).
 */
export async function logEmailClick(ctx: ServerContext, emailId: string, ip: string) {
  const outcome = await ctx.limiter.takeOnce('email_click', emailId, ip);
  if (outcome === 'refused') throw tooManyRequests(ADDRESS_QUOTA_MESSAGE);
  if (outcome === 'taken') await insertEmailClick(ctx.db, emailId);
}

/** Anyone may log; a valid token (if any) names the participant, an invalid one is ignored. */
export async function logFrontendError(
  ctx: ServerContext,
  ip: string,
  authorization: string | undefined,
  body: FrontendLogPayload,
) {
  // Anonymous writes: the contract caps the size, this caps the rate per address (in the database).
  if (!(await ctx.limiter.take('frontend_log', ip))) throw tooManyRequests(ADDRESS_QUOTA_MESSAGE);
  const raw = readToken(authorization);
  const token = raw ? await ctx.tokens.verify(raw) : undefined;
  await insertFrontendLog(ctx.db, token?.user_id ?? null, body.message, body.stackTrace ?? null);
  return { detail: 'logged' };
}
