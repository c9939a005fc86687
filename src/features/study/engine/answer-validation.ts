import type { AnswerInput, AnswerSaveErrors, Question } from '../../../shared/api/contract/study';
import { timeZoneOf, type ConditionContext } from './conditions';
import { validateOptionValue } from './option-validators';
import { validateWidgetValue } from './widget-validity';

export const UNKNOWN_OPTION_MESSAGE = 'This answer does not belong to the question.';

/**
 * Judges the answers to one question as the server does before saving them (and the client before
 * sending): each must name an option of the question, be valid for its widget, and pass every
 * error-level option validator. Warnings never refuse a save. Empty list: all good.
 */
export function answerSaveErrors(question: Question, inputs: readonly AnswerInput[], context: ConditionContext): AnswerSaveErrors {
  const errors: AnswerSaveErrors = [];
  for (const input of inputs) {
    const option = input.question === question.id ? question.options.find((o) => o.id === input.question_option) : undefined;
    if (!option) {
      errors.push({ question: input.question, question_option: input.question_option, error_message: UNKNOWN_OPTION_MESSAGE });
      continue;
    }
    const validity = validateWidgetValue(option, input.value, context.now, timeZoneOf(context));
    if (!validity.valid) {
      errors.push({ question: question.id, question_option: option.id, error_message: validity.message ?? 'Invalid value' });
      continue;
    }
    for (const message of validateOptionValue(option, input.value, context).errors) {
      errors.push({ question: question.id, question_option: option.id, error_message: message });
    }
  }
  return errors;
}
