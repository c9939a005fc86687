import type { AnswerValue, Question, QuestionOption } from '../../../shared/api/contract/study-questions';
import { a1cUnitOf, isImplausibleA1cText } from '../../../shared/widgets/a1c/a1c-math';
import { radioSiblingClears } from '../../../shared/widgets/radio-siblings';
import type { WidgetJudgement } from '../../../shared/widgets/types';
import { applyAnswerChange, type AnswerChange, type ChangeSource } from '../engine/answer-changes';
import { isPresent, type ConditionContext, type StoredAnswer } from '../engine/conditions';
import { validateOptionValue } from '../engine/option-validators';
import { questionState, type QuestionState } from '../engine/question-state';
import type { QuestionFlow } from '../engine/visibility';
import { parseA1c } from '../engine/widget-values';
import { validateWidgetValue } from '../engine/widget-validity';

// The adapter's side of spec 001 §4: answer changes go through the engine (radio exclusivity,
// clearing descendants), and what a question emits is the engine's judgement of the new drafts.

/** What a question emits to the survey screen: the drafts, and the engine's verdict on the question. */
export interface QuestionEmission {
  /** The top-level question the change belongs to. */
  question: number;
  /** Every draft answer after the change. */
  answers: StoredAnswer[];
  /** No unfilled required answer and no invalid or blocked answer remains. */
  valid: boolean;
  hasWarning: boolean;
  source: ChangeSource;
}

/**
 * The drafts after some changes: each one through the engine's applyAnswerChange, after clearing
 * the options a radio among other options stands against (see radio-siblings).
 */
export function applyEdits(
  questions: readonly Question[],
  answers: readonly StoredAnswer[],
  changes: readonly AnswerChange[],
  source: ChangeSource,
): StoredAnswer[] {
  let next: StoredAnswer[] = [...answers];
  for (const change of changes) {
    const question = questions.find((q) => q.id === change.question);
    if (question && (isPresent(change.value) || source === 'click')) {
      for (const id of radioSiblingClears(question, change.question_option)) {
        if (!next.some((a) => a.question_option === id)) continue;
        const clear = { question: question.id, question_option: id, value: null };
        next = applyAnswerChange(questions, next, clear, source);
      }
    }
    if (source === 'click' && !isPresent(change.value)) continue;
    next = applyAnswerChange(questions, next, change, source);
  }
  return next;
}

/** The engine's verdict on one option's value: widget validity, then the option's validators. */
export function optionVerdict(
  option: QuestionOption,
  value: AnswerValue | null | undefined,
  context: ConditionContext,
): WidgetJudgement {
  const widget = validateWidgetValue(option, value ?? null, context.now);
  if (!widget.valid) return { valid: false, message: widget.message };
  const validators = validateOptionValue(option, value, context);
  if (validators.errors.length) return { valid: false, message: validators.errors[0] };
  return { valid: true, warning: validators.warnings.length > 0 };
}

/** The soft A1C plausibility warning of a stored value (4–15 %), in the option's unit. */
export function a1cWarning(option: QuestionOption, value: AnswerValue | null | undefined): boolean {
  if (option.widget !== 'a1c_dynamic') return false;
  const unit = a1cUnitOf(option.metadata);
  return parseA1c(value).some((pair) => isImplausibleA1cText(pair.value, unit));
}

/** What the question emits with these drafts (spec 001 §4): validity and warnings by the engine. */
export function questionEmission(
  flow: QuestionFlow,
  question: Question,
  answers: StoredAnswer[],
  source: ChangeSource,
): QuestionEmission {
  const state: QuestionState = questionState({ ...flow, answers }, question);
  const plausibility = question.options.some((o) =>
    a1cWarning(o, answers.find((a) => a.question === question.id && a.question_option === o.id)?.value),
  );
  return { question: question.id, answers, valid: state.valid, hasWarning: state.hasWarning || plausibility, source };
}

/** The stored value of one option, if answered. */
export function answerOf(
  answers: readonly StoredAnswer[],
  question: number,
  option: number,
): AnswerValue | null | undefined {
  return answers.find((a) => a.question === question && a.question_option === option)?.value;
}
