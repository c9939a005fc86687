import type { OptionValidator, Question, QuestionOption, QuestionType, Widget } from '@contract/study-questions';
import type { StoredAnswer } from '@engine';

// Small builders for the gallery's sample questions (shaped like the demo core study's).

export type GalleryState = 'empty' | 'filled' | 'invalid' | 'warning' | 'disabled';

export const GALLERY_STATES: readonly GalleryState[] = ['empty', 'filled', 'invalid', 'warning', 'disabled'];

export const STATE_TITLES: Record<GalleryState, string> = {
  empty: 'Empty',
  filled: 'Filled',
  invalid: 'Invalid',
  warning: 'Warning',
  disabled: 'Disabled',
};

export interface GallerySpec {
  widget: Widget;
  name: string;
  about: string;
  /** The sample question first, then its sub-questions. */
  questions: Question[];
  /** Per state: its starting answers, and a question to use instead (one with validators). */
  states: Partial<Record<GalleryState, { answers?: StoredAnswer[]; question?: Question }>>;
  /** Wide widgets take a whole row (matrix, A1C, date range). */
  wide?: boolean;
  /** One specimen only (a label looks the same in every state). */
  single?: boolean;
}

export const opt = (
  id: number,
  widget: Widget,
  title: string,
  extra: Partial<QuestionOption> = {},
): QuestionOption => ({
  id,
  widget,
  title,
  order: id % 100,
  ...extra,
});

export const question = (
  id: number,
  title: string,
  type: QuestionType,
  options: QuestionOption[],
  extra: Partial<Question> = {},
): Question => ({ id, title, order: 1, procedure: 'questionnaire', question_type: type, options, ...extra });

/** A validator comparing the value with a fixed right value (a valid value satisfies `value operator right`). */
export const check = (
  message: string,
  operator: NonNullable<OptionValidator['operator']>,
  right: string,
  action: 'error' | 'warning' = 'warning',
): OptionValidator => ({ message, action, operator, r_value_source: 'static', r_value_static: right });

/** The question with validators on one of its options. */
export function withValidators(q: Question, optionId: number, validators: OptionValidator[]): Question {
  return { ...q, options: q.options.map((o) => (o.id === optionId ? { ...o, option_validators: validators } : o)) };
}

export const answer = (q: number, option: number, value: StoredAnswer['value']): StoredAnswer => ({
  question: q,
  question_option: option,
  value,
});
