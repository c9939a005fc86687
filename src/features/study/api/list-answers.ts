import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Answer, AnswersQuery } from '@contract';

/**
 * Row `listAnswers` (GET {api}/participants/{id}/user-studies/{id}/answers, optional procedure and
 * question): the stored answers (with answers from other studies the rules read); the study session
 * starts from them. Own errors: none.
 */
export const listAnswers = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
  query: AnswersQuery = {},
): Promise<Answer[]> => client.call('listAnswers', { params: { id: participantId, userStudyId }, query });
