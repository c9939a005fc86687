import type { Question, QuestionOption } from '@contract/study-questions';
// Options are built as the widget gallery builds its samples: one helper for both.
import { opt } from '../screens/widget-gallery/gallery-kit';

export { opt };

// Questions shaped like the demo core study's, for the adapter tests.

export const q = (
  id: number,
  title: string,
  type: Question['question_type'],
  options: QuestionOption[],
  extra: Partial<Question> = {},
): Question => ({
  id,
  title,
  order: id,
  procedure: 'questionnaire',
  question_type: type,
  options,
  ...extra,
});

export const INSULIN = q(1102, 'How do you take insulin?', 'single', [
  opt(110201, 'radio', 'Multiple daily injections'),
  opt(110202, 'radio', 'Insulin pump', { question_ids: [1103] }),
  opt(110203, 'radio_with_text', 'Other (please specify)'),
]);
export const PUMP = q(
  1103,
  'Which insulin pump?',
  'single',
  [opt(110301, 'drop_down', 'Tandem t:slim X2'), opt(110302, 'drop_down', 'Omnipod 5')],
  { parent_option_id: 110202 },
);
export const CGM = q(1105, 'Which CGM?', 'single', [
  opt(110501, 'autocomplete_item', 'Dexcom G7'),
  opt(110502, 'autocomplete_item', 'Dexcom G6'),
  opt(110506, 'autocomplete_text', 'Other CGM'),
]);
export const CONDITIONS = q(1112, 'Which other conditions have been diagnosed?', 'multiple_or_single_radio', [
  opt(111201, 'multiselect_item', 'Celiac disease'),
  opt(111202, 'multiselect_item', 'Hypothyroidism'),
  opt(111207, 'multiselect_text', 'Other conditions'),
  opt(111208, 'radio', 'None of these'),
]);
export const STAY = q(1111, 'When was the hospital stay?', 'multiple_or_single_radio', [
  opt(111101, 'date_range', 'Dates of the stay'),
  opt(111102, 'radio', 'No hospital stay'),
]);
export const INSURANCE = q(1116, 'Which health insurance covers the supplies?', 'multiple_or_single_radio', [
  opt(111601, 'option', 'Private insurance'),
  opt(111602, 'option', 'Medicare'),
  opt(111605, 'radio', 'No insurance'),
]);
export const A1C = q(1108, 'Please list the A1c results', 'single', [
  opt(110801, 'a1c_dynamic', 'A1c and date', { numeric_limits: { value_from: 4, value_to: 20, decimal: 1 } }),
]);
export const CHECKS = q(1106, 'How many fingersticks a day?', 'single', [
  opt(110601, 'numerical', 'Times per day', {
    numeric_limits: { value_from: 0, value_to: 30 },
    option_validators: [
      { message: 'That is a lot of checks.', operator: 'le', r_value_source: 'static', r_value_static: '12' },
    ],
  }),
]);
export const LOWS = q(1113, 'How often was blood sugar low?', 'single', [
  opt(111301, 'likert_scale', 'Frequency', { metadata: { scale: ['Never', 'Sometimes', 'Often'] } }),
]);
export const STATEMENTS = q(1114, 'How much do you agree?', 'single', [
  opt(111401, 'matrix_scale', 'Statements', { metadata: { rows: ['Confident', 'Worried'], columns: ['No', 'Yes'] } }),
]);
export const INTRO = q(1101, 'About your care', 'single', [opt(110101, 'label', 'There are no wrong answers.')]);
