import type { ProcedureId } from '@contract/study';
import { firstQuestionToOpen, firstUnansweredQuestionId } from './progress';
import { REFUSAL_TEXT } from './engine-texts';
import { isQuestionDisabled, orderedQuestions, type QuestionFlow } from './visibility';

// Where a procedure with questions opens (spec 001 §4 "Opening a question shows the first
// unanswered one, or the submit page if all are answered"), however the participant arrives:
// Next, Resume on the dashboard, the survey's address, a reload. Coming back always leads on.

export type QuestionLanding =
  /** The question asked for: shown, and reachable (the questions before it answered). */
  | { kind: 'show'; id: number }
  /** Another question: none, a hidden or a not yet reachable one was asked for. */
  | { kind: 'question'; id: number }
  /** Every question answered: the confirmation page. */
  | { kind: 'submit' };

export function questionLanding(flow: QuestionFlow, procedure: ProcedureId, askedId: number | null): QuestionLanding {
  const ordered = orderedQuestions(flow, procedure);
  const index = askedId == null ? -1 : ordered.findIndex((q) => q.id === askedId);
  if (index >= 0 && !isQuestionDisabled(flow, ordered, index)) return { kind: 'show', id: ordered[index].id };
  const first = firstQuestionToOpen(flow, procedure);
  return first == null ? { kind: 'submit' } : { kind: 'question', id: first };
}

export type SubmitPageState =
  | { kind: 'ready' }
  /**
   * A question is still unanswered: the page says so and leads to it, with no Submit. `message` is
   * the spec's questionnaire text (§5 Questionnaire finishing); null for other procedures.
   */
  | { kind: 'incomplete'; firstUnanswered: number; message: string | null };

/**
 * The confirmation page offers Submit only when every shown question (sub-questions under chosen
 * options included) is answered; otherwise it leads to the first unanswered question.
 */
export function submitPageState(flow: QuestionFlow, procedure: ProcedureId): SubmitPageState {
  const first = firstUnansweredQuestionId(flow, procedure);
  if (first == null) return { kind: 'ready' };
  return { kind: 'incomplete', firstUnanswered: first, message: incompleteMessage(procedure) };
}

/**
 * What a procedure with unanswered questions says, on the confirmation page and after a submit the
 * server refused for missing answers: the questionnaire's required-answers text (§5 Questionnaire
 * finishing); null for other procedures, which read 'Almost there!' and its default text.
 */
export function incompleteMessage(procedure: ProcedureId): string | null {
  return procedure === 'questionnaire' ? REFUSAL_TEXT.questionnaireIncomplete : null;
}
