import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';

/**
 * Row `getMe` (GET /registry/me): the signed-in participant's profile, loaded after sign-in and on
 * a page opened with a stored token; the caller puts it in the session, which headers and guards
 * read. Own errors: none (a 401 signs out through the client's usual path).
 */
export const getProfile = (client: ApiClient): Promise<ParticipantProfile> => client.call('getMe');
