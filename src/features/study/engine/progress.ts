import type { ProcedureId } from '@contract/study';
import { isQuestionComplete, isQuestionDisabled, orderedQuestions, type QuestionFlow } from './visibility';

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
