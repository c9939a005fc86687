import type { AnswerValue, Question, QuestionOption } from '../../../shared/api/contract/study';
import { isPresent, type StoredAnswer } from './conditions';
import { RADIO_WIDGETS } from './widget-values';

// Widget behaviour of spec 001 §4 as a pure update of the draft answers: selecting a radio by
// user action unselects the other radios of the question; clearing a value clears the answers of
// everything below it (its sub-questions, their sub-questions, …).

export interface AnswerChange {
  question: number;
  question_option: number;
  /** The new text; '' or null clears the option. */
  value: AnswerValue | null;
}

/** 'user' for a user action; 'click' for a click on an empty option (spec 001 §3 widget emission). */
export type ChangeSource = 'user' | 'click';

/** Options of every question below the option, at any depth (cycles are walked once). */
export function descendantOptionIds(questions: readonly Question[], option: QuestionOption): number[] {
  const found = new Set<number>();
  const seenQuestions = new Set<number>();
  const visit = (o: QuestionOption) => {
    const ids = new Set(o.question_ids ?? []);
    for (const q of questions) {
      if (seenQuestions.has(q.id) || !(ids.has(q.id) || q.parent_option_id === o.id)) continue;
      seenQuestions.add(q.id);
      for (const child of q.options) {
        found.add(child.id);
        visit(child);
      }
    }
  };
  visit(option);
  found.delete(option.id);
  return [...found];
}

function optionOf(
  questions: readonly Question[],
  change: AnswerChange,
): { question: Question; option: QuestionOption } | null {
  const question = questions.find((q) => q.id === change.question);
  const option = question?.options.find((o) => o.id === change.question_option);
  return question && option ? { question, option } : null;
}

/** The draft answers after one change; unknown options leave the drafts as they are. */
export function applyAnswerChange<T extends StoredAnswer>(
  questions: readonly Question[],
  answers: readonly T[],
  change: AnswerChange,
  source: ChangeSource = 'user',
): (T | StoredAnswer)[] {
  const target = optionOf(questions, change);
  if (!target) return [...answers];
  const cleared = new Set<number>();
  const clearBelow = (o: QuestionOption) => descendantOptionIds(questions, o).forEach((id) => cleared.add(id));
  if (!isPresent(change.value)) {
    cleared.add(target.option.id);
    clearBelow(target.option);
  } else if (source === 'user' && RADIO_WIDGETS.includes(target.option.widget)) {
    for (const other of target.question.options) {
      if (other.id === target.option.id || !RADIO_WIDGETS.includes(other.widget)) continue;
      cleared.add(other.id);
      clearBelow(other);
    }
  }
  const kept: (T | StoredAnswer)[] = answers.filter(
    (a) => !cleared.has(a.question_option) && a.question_option !== target.option.id,
  );
  if (isPresent(change.value))
    kept.push({ question: change.question, question_option: change.question_option, value: change.value });
  return kept;
}
