import type { ProcedureId, Question } from '@contract/study';
import {
  isQuestionComplete,
  isQuestionDisabled,
  optionAnswered,
  orderedQuestions,
  type QuestionFlow,
} from './visibility';
import { NON_ANSWER_WIDGETS } from './widget-values';

export interface QuestionListItem {
  id: number;
  titleForList: string;
  completed: boolean;
  disabled: boolean;
  active: boolean;
}

/** Rounded percentage (spec 001 §4, §9); nothing to answer is 0 %. */
export function progressPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** The side-panel list: each shown question marked active, completed or disabled. */
export function questionList(
  flow: QuestionFlow,
  procedure: ProcedureId,
  activeQuestionId: number | null,
): QuestionListItem[] {
  const ordered = orderedQuestions(flow, procedure);
  return ordered.map((q, index) => ({
    id: q.id,
    titleForList: q.title ?? '',
    completed: isQuestionComplete(flow, q),
    disabled: isQuestionDisabled(flow, ordered, index),
    active: q.id === activeQuestionId,
  }));
}

export function procedureProgress(
  flow: QuestionFlow,
  procedure: ProcedureId,
): { completed: number; total: number; percent: number } {
  const ordered = orderedQuestions(flow, procedure);
  const completed = ordered.filter((q) => isQuestionComplete(flow, q)).length;
  return { completed, total: ordered.length, percent: progressPercent(completed, ordered.length) };
}

/** Opening a procedure shows its first unanswered question; null means all answered: the submit page. */
export function firstUnansweredQuestionId(flow: QuestionFlow, procedure: ProcedureId): number | null {
  return orderedQuestions(flow, procedure).find((q) => !isQuestionComplete(flow, q))?.id ?? null;
}

/**
 * Where opening a procedure lands: its first unanswered question, where a question made only of
 * labels counts as unanswered until it has been shown once. A label emits its answer on view
 * (LabelWidget), so a label question never shown holds none: a fresh questionnaire opens on its
 * introduction, not on the question after it. One the participant has gone past (a later question
 * holds an answer) was passed, so coming back still leads on. Everywhere else (progress, the
 * confirmation page, the server's submit) a label needs no answer.
 */
export function firstQuestionToOpen(flow: QuestionFlow, procedure: ProcedureId): number | null {
  const ordered = orderedQuestions(flow, procedure);
  const holdsAnswer = (q: Question) => q.options.some((o) => optionAnswered(flow, o));
  const unseenLabel = (q: Question, index: number) =>
    q.options.length > 0 &&
    q.options.every((o) => NON_ANSWER_WIDGETS.includes(o.widget)) &&
    !holdsAnswer(q) &&
    !ordered.slice(index + 1).some(holdsAnswer);
  return ordered.find((q, index) => !isQuestionComplete(flow, q) || unseenLabel(q, index))?.id ?? null;
}

/** Next moves on in order; null after the last question (the submit page). */
export function nextQuestionId(ids: readonly number[], currentId: number): number | null {
  const index = ids.indexOf(currentId);
  if (index < 0) return ids[0] ?? null;
  return ids[index + 1] ?? null;
}

/** Previous moves back in order and stays on the first question. */
export function previousQuestionId(ids: readonly number[], currentId: number): number | null {
  const index = ids.indexOf(currentId);
  if (index < 0) return ids[ids.length - 1] ?? null;
  return ids[Math.max(0, index - 1)];
}

export interface ActiveQuestionView {
  activeQuestionId: number;
  isFirstQuestion: boolean;
  isLastQuestion: boolean;
  numberOfCurrentQuestion: number;
  total: number;
  /** The last question's Next button reads Finish (spec 001 §2): which one, the words are NAVIGATION_TEXT's. */
  nextButtonTitle: 'Next' | 'Finish';
}

export function activeQuestionView(ids: readonly number[], activeQuestionId: number): ActiveQuestionView {
  const index = Math.max(0, ids.indexOf(activeQuestionId));
  const isLastQuestion = index === ids.length - 1;
  return {
    activeQuestionId,
    isFirstQuestion: index === 0,
    isLastQuestion,
    numberOfCurrentQuestion: index + 1,
    total: ids.length,
    nextButtonTitle: isLastQuestion ? 'Finish' : 'Next',
  };
}
