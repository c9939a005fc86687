import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { UserStudy } from '@contract';

/**
 * Row `getUserStudy` (GET {participant}/{userId}/user-studies/{id}): the participant's state in one
 * study, which decides where the flow resumes (and the closed-study and not-eligible screens). Part
 * of the study load: 403 and 404 are its own, shown as the short failure snackbar (spec 001 §8).
 */
export const getUserStudy = (client: ApiClient, participantId: number, userStudyId: number): Promise<UserStudy> =>
  client.call('getUserStudy', { params: { id: participantId, userStudyId } }, { ownErrors: [403, 404] });
