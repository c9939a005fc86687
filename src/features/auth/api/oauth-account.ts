import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { OAuthAccountPayload, TokenAnswer } from '../../../shared/api/contract';

/** POST /registry/oauth/account: exchanges what the identity provider returned for a registry token. */
export const oauthAccount = (client: ApiClient, payload: OAuthAccountPayload): Promise<TokenAnswer> =>
  client.post('/registry/oauth/account', payload, { schema: 'TokenAnswer', auth: false, ownErrors: [400, 403] });
