import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ProfileType, Question } from '@contract';

/**
 * Row `listQuestions` (GET {api}/studies/{studyId}/profile-type/{profileType}/questions): the questions
 * for an adult or a child profile; the study session compiles the engine once per definition.
 * Reloading them ('refresh questions') failing shows the generic snackbar (spec 001 §8): no own
 * errors.
 */
export const listQuestions = (client: ApiClient, studyId: number, profileType: ProfileType): Promise<Question[]> =>
  client.call('listQuestions', { params: { studyId, profileType } });
