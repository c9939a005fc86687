import type { AnswerInput, Question, QuestionOption } from '@contract/study';
import { SELECTED } from './widget-values';
import { WIDGET_MESSAGES, type Validity } from './widget-validity';

// Choice widgets (autocomplete, dropdown, multiselect): which typed text becomes which answer,
// which suggestions show, and whether an answer names an option of its own question.

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/**
 * Autocomplete: typed text must match an item title (case-insensitive) unless the question has a
 * free-text option (spec 001 §5). Gives the answer to save, or an invalid result.
 */
export function matchAutocomplete(question: Pick<Question, 'id' | 'options'>, typed: string): AnswerInput | Validity {
  const wanted = norm(typed);
  const item = question.options.find(
    (o) => o.widget === 'autocomplete_item' && wanted !== '' && norm(o.title) === wanted,
  );
  if (item) return { question: question.id, question_option: item.id, value: SELECTED };
  const freeText = question.options.find((o) => o.widget === 'autocomplete_text');
  if (freeText && wanted !== '') return { question: question.id, question_option: freeText.id, value: typed.trim() };
  return { valid: false, message: WIDGET_MESSAGES.notInList };
}

/** Multiselect suggestions: case-insensitive title substring, selected items removed. */
export function multiselectSuggestions(
  options: readonly QuestionOption[],
  query: string,
  selected: readonly string[],
): QuestionOption[] {
  const q = norm(query);
  const taken = new Set(selected.map(norm));
  return options.filter(
    (o) => o.widget === 'multiselect_item' && norm(o.title).includes(q) && !taken.has(norm(o.title)),
  );
}

/** Adding a typed tag is disabled when the text is empty, no free-text option exists, or the tag exists. */
export function canAddMultiselectTag(
  text: string,
  tags: readonly string[],
  options: readonly QuestionOption[],
): boolean {
  if (norm(text) === '') return false;
  if (!options.some((o) => o.widget === 'multiselect_text')) return false;
  return !tags.some((t) => norm(t) === norm(text));
}

/** An answer must name an option of its own question (dropdown: "selection must be an option"). */
export function isOptionOfQuestion(
  question: Pick<Question, 'id' | 'options'>,
  answer: Pick<AnswerInput, 'question' | 'question_option'>,
): boolean {
  return answer.question === question.id && question.options.some((o) => o.id === answer.question_option);
}

/**
 * Checkbox or radio with text: the text input is enabled only while the option is checked; the
 * stored value is the text, or 'true' when checked without text, or null when unchecked.
 */
export function withTextValue(checked: boolean, text: string): string | null {
  if (!checked) return null;
  return text.trim() === '' ? SELECTED : text.trim();
}

export function isWithTextInputEnabled(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false && value !== '';
}
