import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { LoginAnswer, OAuthAccountPayload } from '@contract';

/**
 * Row `oauthAccount` (POST /registry/oauth/account): exchanges what the identity provider returned
 * for a registry token, or `{otp_id}` when the account has dual factor on (like the login); the
 * sign-in flow goes on from there. Own errors: 400 and 403, which the
 * return screen explains in place with a way back to Sign In.
 */
export const oauthAccount = (client: ApiClient, payload: OAuthAccountPayload): Promise<LoginAnswer> =>
  client.call('oauthAccount', { body: payload }, { ownErrors: [400, 403] });
