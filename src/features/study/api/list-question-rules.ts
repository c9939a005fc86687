import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { QuestionRule } from '@contract';

/**
 * Row `listQuestionRules` (GET {api}/studies/{studyId}/question_rules): the visibility rules the
 * engine evaluates. Own errors: none.
 */
export const listQuestionRules = (client: ApiClient, studyId: number): Promise<QuestionRule[]> =>
  client.call('listQuestionRules', { params: { studyId } });
