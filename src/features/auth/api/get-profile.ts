import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { ParticipantProfile } from '../../../shared/api/contract';

/** GET /registry/me: the signed-in participant's profile. */
export const getProfile = (client: ApiClient): Promise<ParticipantProfile> => client.get('/registry/me', { schema: 'ParticipantProfile' });
