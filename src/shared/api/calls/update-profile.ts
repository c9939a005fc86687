import type { ApiClient } from '../client/create-api-client';
import type { ParticipantProfile, ProfileUpdate } from '@contract';

/**
 * Row `updateProfile` (PATCH /registry/participant/{id}): the profile's personal-info form and the
 * re-consent steps (spec 000 §4), hence shared. The answer is the stored profile: the caller puts it
 * in the session; a `new_jwt_token` in it is stored by the client itself. Own errors: 400, whose
 * field errors go onto the form's controls, and 429 (an e-mail change's current password is limited
 * and locked with sign-in's tries), the server's message on the form.
 */
export const updateProfile = (
  client: ApiClient,
  participantId: number,
  update: ProfileUpdate,
): Promise<ParticipantProfile> =>
  client.call(
    'updateProfile',
    { params: { id: participantId }, body: update },
    { ownErrors: [400, 429], loader: true },
  );
