import type { AnswerValue, Question, QuestionOption } from '@contract/study-questions';
import type { AnswerChange, ChangeSource, QuestionState } from '@engine/screen';
import type { StoredAnswer, QuestionFlow } from '@engine';

/** What every field of a question tree shares: the drafts, the one way to change them, the display mode. */
export interface FieldContext {
  flow: QuestionFlow;
  /** Applies changes through the engine and emits the top question's state. */
  edit: (changes: AnswerChange[], source: ChangeSource) => void;
  /** After an invalid Next: errors show at once, hints highlight unfilled options. */
  showErrors: boolean;
  disabled: boolean;
  idPrefix: string;
  /** Says a change once through the question's polite live region (a sub-question that appeared). */
  announce: (text: string) => void;
}

/** One question's part of it: the question, its state, and its fields' ids. */
export interface QuestionScope extends FieldContext {
  question: Question;
  state: QuestionState;
  /** The question's one control carries its title as a visible label (no legend, no group around it). */
  titleOnControl?: boolean;
  /** The id of the question's 'Select the required answers…' line while it shows. */
  missingId?: string;
}

export const questionDomId = (scope: Pick<QuestionScope, 'idPrefix' | 'question'>) =>
  `${scope.idPrefix}-q${scope.question.id}`;

export const optionDomId = (scope: Pick<QuestionScope, 'idPrefix' | 'question'>, option: Pick<QuestionOption, 'id'>) =>
  `${questionDomId(scope)}-o${option.id}`;

/** The props every widget of an option gets from the question's state. */
export function baseProps(scope: QuestionScope, options: readonly QuestionOption[]) {
  const errors = options.flatMap((o) => scope.state.errors[o.id] ?? []);
  const warnings = options.flatMap((o) => scope.state.warnings[o.id] ?? []);
  const highlight =
    scope.showErrors && !!scope.question.show_hint && options.some((o) => scope.state.unfilledOptionIds.includes(o.id));
  return {
    id: optionDomId(scope, options[0]),
    error: errors,
    warning: warnings,
    showError: scope.showErrors,
    required: true,
    disabled: scope.disabled,
    highlight,
    // An option still unanswered when the question's line says answers are missing: invalid, and
    // described by that line (said once, by the Next notice).
    missing:
      scope.missingId && options.some((o) => scope.state.unfilledOptionIds.includes(o.id))
        ? scope.missingId
        : undefined,
  };
}

/** The stored value of one option, if answered. */
export function answerOf(
  answers: readonly StoredAnswer[],
  question: number,
  option: number,
): AnswerValue | null | undefined {
  return answers.find((a) => a.question === question && a.question_option === option)?.value;
}
