import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { Answer, AnswerInput } from '../../../shared/api/contract';

/**
 * Row `saveAnswers` (POST {api}/participants/{id}/user-studies/{id}/questions/{questionId}/answers
 * ?get_all_answers): saves one question's answers; the answer is every answer of the user study,
 * which replaces the study session's copy. Own errors: 400, whose `[{question, question_option,
 * error_message}]` the save queue shows as red paragraphs under the question (spec 001 §8); any
 * other failure takes the client's path (the connection message) and the queue keeps the answer to
 * retry.
 */
export const saveAnswers = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
  questionId: number,
  answers: AnswerInput[],
): Promise<Answer[]> =>
  client.call(
    'saveAnswers',
    { params: { id: participantId, userStudyId, questionId }, query: { get_all_answers: '' }, body: answers },
    { ownErrors: [400] },
  );
