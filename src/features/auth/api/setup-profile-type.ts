import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ProfileSetupAnswer, ProfileType } from '@contract';

/**
 * Row `setupProfileType` (POST /registry/participant/{id}/profile_setup): sets a missing profile
 * type from the profile-type dialog; the dialog then updates the session's profile. Own errors:
 * none (the dialog stays open and the client shows the failure).
 */
export const setupProfileType = (
  client: ApiClient,
  participantId: number,
  profileType: ProfileType,
): Promise<ProfileSetupAnswer> =>
  client.call('setupProfileType', {
    params: { id: participantId },
    body: { id: participantId, profile_type: profileType },
  });
