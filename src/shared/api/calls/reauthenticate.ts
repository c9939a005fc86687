import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ReauthAnswer } from '@contract';

/**
 * Row `reauth` (POST /registry/reauth, DECISIONS §11): the password confirmed before the first
 * signature of a session; the answer's token goes in the sign call's X-Reauth header. Own errors:
 * 400 (wrong password, shown under the field) and 429 (too many tries, shown in the dialog).
 */
export const reauthenticate = (client: ApiClient, password: string): Promise<ReauthAnswer> =>
  client.call('reauth', { body: { password } }, { ownErrors: [400, 429], loader: true });
