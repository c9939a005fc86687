import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Answer, AnswerInput } from '@contract';

/**
 * Row `saveAnswers` (POST {api}/participants/{id}/user-studies/{id}/questions/{questionId}/answers
 * ?get_all_answers): saves one question's answers; the answer is every answer of the user study,
 * which replaces the study session's copy. Own errors: 400, whose `[{question, question_option,
 * error_message}]` the save queue shows as red paragraphs under the question (spec 001 §8), and a
 * connection failure (status 0), which the queue shows under the question with the spec's message
 * while it keeps the answer and retries (a snackbar per retry would repeat it); anything else
 * (401, 500) takes the client's path.
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
    { ownErrors: [0, 400] },
  );
