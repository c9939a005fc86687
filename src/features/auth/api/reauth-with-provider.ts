import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ProviderReauthPayload, ReauthAnswer } from '@contract';

/**
 * Row `reauthProvider` (POST /registry/reauth/provider, DECISIONS §11): the code of a fresh sign-in
 * at the provider, for an account that signs in only there, exchanged for the reauth token the
 * consent's sign call carries. Own error: 400 (the provider did not vouch for this account now).
 */
export const reauthWithProvider = (client: ApiClient, body: ProviderReauthPayload): Promise<ReauthAnswer> =>
  client.call('reauthProvider', { body }, { ownErrors: [400] });
