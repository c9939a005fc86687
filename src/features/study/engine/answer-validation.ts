import type { AnswerInput, AnswerSaveErrors, Question, QuestionOption, Widget } from '@contract/study';
import { isPresent, type ConditionContext } from './conditions';
import { optionVerdict } from './option-verdict';
import { exclusiveOptionIds } from './answer-changes';
import { REFUSAL_ENGLISH, REFUSAL_TEXT } from './engine-texts';

/** The refusals' English words; a save writes REFUSAL_TEXT's, in the reader's language. */
export const UNKNOWN_OPTION_MESSAGE = REFUSAL_ENGLISH.unknownOption;
export const ONE_CHOICE_MESSAGE = REFUSAL_ENGLISH.oneChoice;
export const DUPLICATE_OPTION_MESSAGE = REFUSAL_ENGLISH.duplicateOption;

/**
 * Options of which a question keeps one answer at most besides its radios (see
 * exclusiveOptionIds): its dropdown items (one select), its autocomplete items and free text (one
 * input whose text matches an item or is the free text, spec 001 §5).
 */
function exclusiveGroups(question: Pick<Question, 'options'>): QuestionOption[][] {
  const of = (...widgets: Widget[]) => question.options.filter((o) => widgets.includes(o.widget));
  return [of('drop_down'), of('autocomplete_item', 'autocomplete_text')].filter((group) => group.length > 1);
}

/**
 * Judges the answers to one question as the server does before saving them (and the client before
 * sending): each must name an option of the question, once, be valid for its widget and pass every
 * error-level option validator; one answer at most per group of exclusive options. Empty values
 * clear their option and are not judged; warnings never refuse a save. Empty list: all good.
 */
export function answerSaveErrors(
  question: Question,
  inputs: readonly AnswerInput[],
  context: ConditionContext,
): AnswerSaveErrors {
  const errors: AnswerSaveErrors = [];
  const given = inputs.filter((input) => isPresent(input.value));
  const refuse = (input: Pick<AnswerInput, 'question_option'>, message: string) =>
    errors.push({ question: question.id, question_option: input.question_option, error_message: message });
  for (const input of given) {
    const option =
      input.question === question.id ? question.options.find((o) => o.id === input.question_option) : undefined;
    if (!option) {
      errors.push({
        question: input.question,
        question_option: input.question_option,
        error_message: REFUSAL_TEXT.unknownOption,
      });
      continue;
    }
    for (const message of optionVerdict(option, input.value, context).errors) refuse(input, message);
  }
  // A radio stands alone: the answer that comes after one it may not stand beside is refused.
  given.forEach((input, index) => {
    const exclusive = exclusiveOptionIds(question, input.question_option);
    if (given.slice(0, index).some((before) => exclusive.includes(before.question_option)))
      refuse(input, REFUSAL_TEXT.oneChoice);
  });
  for (const group of exclusiveGroups(question)) {
    const chosen = given.filter((input) => group.some((o) => o.id === input.question_option));
    for (const input of chosen.slice(1)) refuse(input, REFUSAL_TEXT.oneChoice);
  }
  const seen = new Set<number>();
  for (const input of given.filter((a) => a.question === question.id)) {
    if (seen.has(input.question_option)) refuse(input, REFUSAL_TEXT.duplicateOption);
    seen.add(input.question_option);
  }
  return errors;
}
