import type { ApiClient, CallOptions } from '@/shared/api/client/create-api-client';
import { isApiError } from '@/shared/api/client/api-error';
import { decodeToken } from '@/shared/session/token';
import type { ParticipantProfile } from '@contract';

/**
 * Row `getMe` (GET /registry/me): the signed-in participant's profile, loaded after sign-in and on
 * a page opened with a stored token; the caller puts it in the session, which headers and guards
 * read. Own errors: none (a 401 signs out through the client's usual path).
 */
export const getProfile = (client: ApiClient, options?: CallOptions): Promise<ParticipantProfile> =>
  client.call('getMe', undefined, options);

/**
 * Row `getMe` with a token not yet in the session (a sign-in's, a partner's hand-off): the profile
 * when the registry accepts the token, `null` when it refuses it (401, 403: nothing is shown, for
 * there was no session to expire). Other failures show as the client's usual messages and throw.
 */
export async function profileOfToken(client: ApiClient, token: string): Promise<ParticipantProfile | null> {
  const userId = decodeToken(token)?.user_id;
  const headers: Record<string, string> = { Authorization: `JWT ${token}` };
  if (typeof userId === 'number') headers['X-Client-ID'] = String(userId);
  try {
    return await getProfile(client, { auth: false, headers, ownErrors: [401, 403] });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
