import type { ProcedureId, Question } from '@contract/study';
import { answerSaveErrors } from './answer-validation';
import { REFUSAL_ENGLISH, REFUSAL_TEXT } from './engine-texts';
import {
  isQuestionAnswered,
  optionAnswered,
  orderedQuestions,
  ruleContext,
  shownByRules,
  subQuestionsOf,
  type QuestionFlow,
} from './visibility';

/** The English words (the spec's); messages are written with REFUSAL_TEXT, in the reader's language. */
export const MISSING_ANSWERS_PREFIX = REFUSAL_ENGLISH.missingAnswersPrefix;
export const QUESTIONNAIRE_INCOMPLETE = REFUSAL_ENGLISH.questionnaireIncomplete;

/** Every shown question of the procedure, sub-questions (under chosen options) included, in the order a participant meets them. */
export function shownQuestions(flow: QuestionFlow, procedure: ProcedureId): Question[] {
  const shown = new Set<Question>();
  const walk = (question: Question, depth: number) => {
    shown.add(question);
    if (depth > 20) return;
    for (const option of question.options) {
      if (!optionAnswered(flow, option)) continue;
      for (const sub of subQuestionsOf(flow, option)) if (shownByRules(flow, sub)) walk(sub, depth + 1);
    }
  };
  for (const q of orderedQuestions(flow, procedure)) walk(q, 0);
  return [...shown];
}

/**
 * Every shown question of the procedure that lacks the answer its type needs, in the order a
 * participant meets them. Every shown question is required: the spec has no optional flag, and a
 * label-only question needs no answer.
 */
export function unansweredQuestionIds(flow: QuestionFlow, procedure: ProcedureId): number[] {
  return shownQuestions(flow, procedure)
    .filter((q) => !isQuestionAnswered(flow, q))
    .map((q) => q.id);
}

/**
 * Why a procedure may not be submitted (DECISIONS §4), or nothing: every shown answer is judged
 * again as a save would judge it now (a date of birth changed after the diagnosis date was saved
 * breaks the diagnosis date's validator). A question that is unanswered or holds a refused answer
 * is listed in the missing-answers message, which sends the participant to it; the reasons of the
 * refused answers follow, once each.
 */
export function submitRefusals(flow: QuestionFlow, procedure: ProcedureId): string[] {
  const context = ruleContext(flow);
  const refused = new Map<number, string[]>();
  const ids: number[] = [];
  for (const question of shownQuestions(flow, procedure)) {
    const errors = answerSaveErrors(
      question,
      flow.answers.filter((a) => a.question === question.id).map((a) => ({ ...a, value: a.value ?? '' })),
      context,
    );
    if (errors.length > 0)
      refused.set(
        question.id,
        errors.map((e) => e.error_message),
      );
    if (errors.length > 0 || !isQuestionAnswered(flow, question)) ids.push(question.id);
  }
  const message = missingAnswersMessage(ids);
  return message ? [message, ...new Set([...refused.values()].flat())] : [];
}

/** The submit refusal (DECISIONS §4): `There are not answered questions: <id>, <id>`; null when none. */
export function missingAnswersMessage(ids: readonly number[]): string | null {
  return ids.length > 0 ? `${REFUSAL_TEXT.missingAnswersPrefix}${ids.join(', ')}` : null;
}

/**
 * Reads the question ids back out of a refusal message (the client stores them to jump to the first),
 * in the language it reads now or in English.
 */
export function parseMissingAnswersMessage(message: string): number[] | null {
  const prefix = [REFUSAL_TEXT.missingAnswersPrefix, MISSING_ANSWERS_PREFIX].find((p) => message.startsWith(p));
  if (prefix === undefined) return null;
  return message
    .slice(prefix.length)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
