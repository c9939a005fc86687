import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { ProfileSetupAnswer, ProfileType } from '../../../shared/api/contract';

/** POST /registry/participant/{id}/profile_setup: sets a missing profile type. */
export const setupProfileType = (client: ApiClient, participantId: number, profileType: ProfileType): Promise<ProfileSetupAnswer> =>
  client.post(`/registry/participant/${participantId}/profile_setup`, { id: participantId, profile_type: profileType }, { schema: 'ProfileSetupAnswer' });
