import type { FrontendLogPayload } from '../../../src/shared/api/contract';
import type { ServerContext } from '../../context';
import { tooManyRequests } from '../../http/errors';
import { readToken } from '../../http/tokens';
import { insertEmailClick, insertFrontendLog } from './repository';

// Public look-ups and small calls: the version, US states and time zones, the e-mail spelling
// check, and the two logs (e-mail clicks, front-end errors).

export { checkEmailSpelling } from '../../lib/email';
export { US_STATES, US_TIME_ZONES } from '../../lib/us-states';

/** Sent on every answer as X-TR-VERSION and by the version calls. */
export const APP_VERSION = '0.1.0';

export const logEmailClick = (ctx: ServerContext, emailId: string) => insertEmailClick(ctx.db, emailId);

/** Anyone may log; a valid token (if any) names the participant, an invalid one is ignored. */
export async function logFrontendError(
  ctx: ServerContext,
  ip: string,
  authorization: string | undefined,
  body: FrontendLogPayload,
) {
  // Anonymous writes: the contract caps the size, this caps the rate per address (in the database).
  if (!(await ctx.limiter.take('frontend_log', ip)))
    throw tooManyRequests('Too many requests from this address. Please wait 15 minutes and try again.');
  const raw = readToken(authorization);
  const token = raw ? await ctx.tokens.verify(raw) : undefined;
  await insertFrontendLog(ctx.db, token?.user_id ?? null, body.message, body.stackTrace ?? null);
  return { detail: 'logged' };
}
