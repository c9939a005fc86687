import type { ApiClient } from '../client/create-api-client';
import type { UserStudy } from '@contract';

/**
 * Row `reattemptScreening` (POST {api}/participants/{id}/user-studies/{id}/screening_reattempt, no
 * body): after the Reactivate dialog ('Yes, Try Again'), screening starts over and its previous
 * answers are lost; the answer is the user study, in progress again. Own errors: 400 at the limit
 * (`non_field_errors: ['Max number of screening reattempts reached']`, shown with the 'Sorry! It
 * looks like you completed our screening questions multiple times…' text, spec 000 §8, 001 §8) and
 * 409 when screening did not find the participant ineligible (nothing to retake).
 */
export const reattemptScreening = (client: ApiClient, participantId: number, userStudyId: number): Promise<UserStudy> =>
  client.call(
    'reattemptScreening',
    { params: { id: participantId, userStudyId } },
    { ownErrors: [400, 409], loader: true },
  );
