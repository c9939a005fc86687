import type { TokenAnswer, TokenPayload } from '@contract';
import { MAX_SESSION_AGE_SECONDS } from '@contract/session-limits';
import type { ServerContext } from '../../context';
import { forbidden } from '../../http/errors';
import { tokenFor, type ParticipantRow } from '../accounts/service';

export const SESSION_AT_MAXIMUM_AGE = 'This session cannot be renewed any more. Please sign in again.';

/**
 * Renews an active participant's session (DECISIONS §3): a fresh token with the same `orig_iat`,
 * carrying the participant's state as it is now. The participant scope has already refused an
 * expired or revoked token (a password change, a reset, a withdrawal) and an inactive account.
 * A token that already expires at the session's maximum age cannot be renewed: 403, and the app
 * warns the participant instead.
 */
export async function refreshToken(ctx: ServerContext, me: ParticipantRow, token: TokenPayload): Promise<TokenAnswer> {
  if (token.exp >= token.orig_iat + MAX_SESSION_AGE_SECONDS) throw forbidden(SESSION_AT_MAXIMUM_AGE);
  return { token: await tokenFor(ctx.tokens, me, token.orig_iat) };
}
