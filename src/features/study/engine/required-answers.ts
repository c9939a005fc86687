import type { ProcedureId, Question } from '../../../shared/api/contract/study';
import { isQuestionAnswered, isVisibleByRules, optionAnswered, orderedQuestions, ruleContext, subQuestionsOf, type QuestionFlow } from './visibility';

export const MISSING_ANSWERS_PREFIX = 'There are not answered questions: ';
export const QUESTIONNAIRE_INCOMPLETE = 'To complete the questionnaire, please answer all of the required questions.';

/**
 * Every shown question of the procedure, sub-questions included, that lacks the answer its type
 * needs, in the order a participant meets them. Every shown question is required: the spec has
 * no optional flag, and a label-only question needs no answer.
 */
export function unansweredQuestionIds(flow: QuestionFlow, procedure: ProcedureId): number[] {
  const missing: number[] = [];
  const context = ruleContext(flow);
  const walk = (question: Question, depth: number) => {
    if (!isQuestionAnswered(flow, question)) missing.push(question.id);
    if (depth > 20) return;
    for (const option of question.options) {
      if (!optionAnswered(flow, option)) continue;
      for (const sub of subQuestionsOf(flow, option)) if (isVisibleByRules(sub, flow.rules, context)) walk(sub, depth + 1);
    }
  };
  for (const q of orderedQuestions(flow, procedure)) walk(q, 0);
  return [...new Set(missing)];
}

/** The submit refusal (DECISIONS §4): `There are not answered questions: <id>, <id>`; null when none. */
export function missingAnswersMessage(ids: readonly number[]): string | null {
  return ids.length > 0 ? `${MISSING_ANSWERS_PREFIX}${ids.join(', ')}` : null;
}

/** Reads the question ids back out of a refusal message (the client stores them to jump to the first). */
export function parseMissingAnswersMessage(message: string): number[] | null {
  if (!message.startsWith(MISSING_ANSWERS_PREFIX)) return null;
  return message
    .slice(MISSING_ANSWERS_PREFIX.length)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
