import type { AnswerValue, Question, QuestionOption } from '@contract/study';
import { isPresent, type StoredAnswer } from './conditions';
import { NON_ANSWER_WIDGETS, RADIO_WIDGETS } from './widget-values';

// Widget behaviour of spec 001 §4 as a pure update of the draft answers. A radio stands alone in
// its question: a radio given a value clears every other option (radios and the rest alike), and
// another option given a value clears the radios, so a participant who chose 'No insurance' can
// still change their mind by ticking 'Medicare' (the mixed types "one radio, or the other
// options"). A click on an empty option that has a radio sibling (spec 001 §3) lets go of the
// radios without storing anything. Clearing a value clears the answers of everything below it
// (its sub-questions, their sub-questions, …). The server refuses a save that breaks exclusivity
// with the same rule (answer-validation).

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

const isRadio = (o: Pick<QuestionOption, 'widget'>) => RADIO_WIDGETS.includes(o.widget);
/** Options that carry no answer of their own (labels): never exclusive, never cleared by a sibling. */
const isPassive = (o: Pick<QuestionOption, 'widget'>) => NON_ANSWER_WIDGETS.includes(o.widget);

/**
 * The options of the question that may not hold an answer beside `optionId`: for a radio every
 * other option, for any other option the radios. Labels and unknown options: none.
 */
export function exclusiveOptionIds(question: Pick<Question, 'options'>, optionId: number): number[] {
  const target = question.options.find((o) => o.id === optionId);
  if (!target || isPassive(target)) return [];
  return question.options
    .filter((o) => o.id !== optionId && !isPassive(o) && (isRadio(target) || isRadio(o)))
    .map((o) => o.id);
}

/** Whether an option has a radio sibling in its question (a click on it while empty emits). */
export function hasRadioSibling(question: Pick<Question, 'options'>, optionId: number): boolean {
  return question.options.some((o) => o.id !== optionId && isRadio(o));
}

function optionOf(
  questions: readonly Question[],
  change: AnswerChange,
): { question: Question; option: QuestionOption } | null {
  const question = questions.find((q) => q.id === change.question);
  const option = question?.options.find((o) => o.id === change.question_option);
  return question && option ? { question, option } : null;
}

/**
 * The draft answers after one change; unknown options leave the drafts as they are. A value clears
 * the options exclusive with it (with what is below them); a 'click' never unselects a radio by
 * selecting another one, and a click without a value stores nothing, it only lets go of the radios.
 */
export function applyAnswerChange<T extends StoredAnswer>(
  questions: readonly Question[],
  answers: readonly T[],
  change: AnswerChange,
  source: ChangeSource = 'user',
): (T | StoredAnswer)[] {
  const target = optionOf(questions, change);
  if (!target) return [...answers];
  const { question, option } = target;
  const present = isPresent(change.value);
  const cleared = new Set<number>();
  const clear = (o: QuestionOption) => {
    cleared.add(o.id);
    descendantOptionIds(questions, o).forEach((id) => cleared.add(id));
  };
  const exclusive = new Set(exclusiveOptionIds(question, option.id));
  const answered = new Set(answers.filter((a) => a.question === question.id).map((a) => a.question_option));
  for (const other of question.options) {
    if (!exclusive.has(other.id) || !answered.has(other.id)) continue;
    if (source === 'click' && isRadio(option) && isRadio(other)) continue;
    if (present || source === 'click') clear(other);
  }
  if (source === 'click' && !present) return answers.filter((a) => !cleared.has(a.question_option));
  if (!present) clear(option);
  const kept: (T | StoredAnswer)[] = answers.filter(
    (a) => !cleared.has(a.question_option) && a.question_option !== option.id,
  );
  if (present) kept.push({ question: change.question, question_option: change.question_option, value: change.value });
  return kept;
}

/** The draft answers after several changes, one after the other. */
export function applyAnswerChanges(
  questions: readonly Question[],
  answers: readonly StoredAnswer[],
  changes: readonly AnswerChange[],
  source: ChangeSource = 'user',
): StoredAnswer[] {
  return changes.reduce<StoredAnswer[]>(
    (next, change) => applyAnswerChange(questions, next, change, source),
    [...answers],
  );
}
