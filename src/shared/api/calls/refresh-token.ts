import type { ApiClient } from '../client/create-api-client';
import type { TokenAnswer } from '@contract';

/**
 * Row `tokenRefresh` (POST /registry/token-refresh): renews the session while the participant is
 * active (DECISIONS §3); the session keeper stores the answer's token. Own errors: 403 (the session
 * is at its maximum age: the keeper warns instead) and a failed connection (tried again on the
 * next activity). A 401 ends the session as every call's does.
 */
export const refreshToken = (client: ApiClient): Promise<TokenAnswer> =>
  client.call('tokenRefresh', { body: {} }, { ownErrors: [0, 403] });
