import type { Question } from '../../../shared/api/contract/study';
import { timeZoneOf } from './conditions';
import { validateOptionValue } from './option-validators';
import { isQuestionComplete, optionAnswered, type QuestionFlow } from './visibility';
import { NON_ANSWER_WIDGETS } from './widget-values';
import { validateWidgetValue } from './widget-validity';

/** What a question emits to its parent (spec 001 §4): validity, warnings, and per-option messages. */
export interface QuestionState {
  /** True when no unfilled required answers remain and no answer is invalid or blocked. */
  valid: boolean;
  hasWarning: boolean;
  errors: Record<number, string[]>;
  warnings: Record<number, string[]>;
  /** Options hint mode highlights (show_hint): those still needing an answer. */
  unfilledOptionIds: number[];
}

/**
 * Judges a question's draft answers: widget validity and option validators per answered option,
 * and completeness by question type including shown sub-questions. Warnings alone never make it
 * invalid.
 */
export function questionState(flow: QuestionFlow, question: Question): QuestionState {
  const errors: Record<number, string[]> = {};
  const warnings: Record<number, string[]> = {};
  for (const answer of flow.answers.filter((a) => a.question === question.id)) {
    const option = question.options.find((o) => o.id === answer.question_option);
    if (!option) continue;
    const widget = validateWidgetValue(option, answer.value, flow.context.now, timeZoneOf(flow.context));
    // A value that is no real answer ('02/30/1988') gets its widget's message alone: ranges and
    // plausibility only mean something for a real date or number.
    if (!widget.valid) {
      errors[option.id] = [widget.message ?? 'Invalid value'];
      continue;
    }
    const validators = validateOptionValue(option, answer.value, flow.context);
    if (validators.errors.length) errors[option.id] = validators.errors;
    if (validators.warnings.length) warnings[option.id] = validators.warnings;
  }
  const complete = isQuestionComplete(flow, question);
  const answerable = question.options.filter((o) => !NON_ANSWER_WIDGETS.includes(o.widget));
  const unanswered = answerable.filter((o) => !optionAnswered(flow, o));
  const needsAll = question.question_type === 'all_required';
  const unfilledOptionIds = complete
    ? []
    : (needsAll || unanswered.length === answerable.length ? unanswered : []).map((o) => o.id);
  return {
    valid: complete && Object.keys(errors).length === 0,
    hasWarning: Object.keys(warnings).length > 0,
    errors,
    warnings,
    unfilledOptionIds,
  };
}
