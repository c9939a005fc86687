import { describe, expect, it } from 'vitest';
import type { Question, QuestionOption, Widget } from '@contract/study';
import { answerSaveErrors, UNKNOWN_OPTION_MESSAGE } from './answer-validation';
import {
  canAddMultiselectTag,
  isOptionOfQuestion,
  isWithTextInputEnabled,
  matchAutocomplete,
  multiselectSuggestions,
  withTextValue,
} from './choices';

const opt = (
  id: number,
  widget: Widget,
  title: string | null = `o${id}`,
  over: Partial<QuestionOption> = {},
): QuestionOption => ({ id, widget, title, order: id, ...over });
const autocomplete: Question = {
  id: 1,
  title: 'Insulin',
  order: 1,
  procedure: 'questionnaire',
  question_type: 'single',
  options: [opt(11, 'autocomplete_item', 'Humalog'), opt(12, 'autocomplete_item', 'Novolog')],
};
const withFreeText: Question = {
  ...autocomplete,
  options: [...autocomplete.options, opt(13, 'autocomplete_text', 'Other')],
};
const multiselect = [
  opt(21, 'multiselect_item', 'Pump'),
  opt(22, 'multiselect_item', 'Pen'),
  opt(23, 'multiselect_item', 'CGM'),
];

describe('autocomplete and dropdown (001 §5)', () => {
  it('001 §5 autocomplete: typed text matching an option title selects it (case-insensitive)', () => {
    expect(matchAutocomplete(autocomplete, ' humalog ')).toEqual({ question: 1, question_option: 11, value: 'true' });
  });
  it('001 §5 autocomplete: unmatched text is invalid without a free-text option', () => {
    expect(matchAutocomplete(autocomplete, 'Lantus')).toMatchObject({ valid: false });
    expect(matchAutocomplete(autocomplete, '')).toMatchObject({ valid: false });
  });
  it('001 §5 autocomplete: unmatched text goes to the free-text option', () => {
    expect(matchAutocomplete(withFreeText, ' Lantus ')).toEqual({ question: 1, question_option: 13, value: 'Lantus' });
  });
  it('001 §5 dropdown: the selection must be an option of the question', () => {
    expect(isOptionOfQuestion(autocomplete, { question: 1, question_option: 12 })).toBe(true);
    expect(isOptionOfQuestion(autocomplete, { question: 1, question_option: 99 })).toBe(false);
    expect(isOptionOfQuestion(autocomplete, { question: 2, question_option: 12 })).toBe(false);
  });
});

describe('multiselect (001 §5)', () => {
  it('001 §5 multiselect: case-insensitive title substring, selected items removed', () => {
    expect(multiselectSuggestions(multiselect, 'p', []).map((o) => o.title)).toEqual(['Pump', 'Pen']);
    expect(multiselectSuggestions(multiselect, 'P', ['pump']).map((o) => o.title)).toEqual(['Pen']);
    expect(multiselectSuggestions(multiselect, '', []).map((o) => o.title)).toEqual(['Pump', 'Pen', 'CGM']);
  });
  it.each([
    ['text empty', '  ', [], true, false],
    ['no free-text option', 'Syringe', [], false, false],
    ['tag already exists', 'pump', ['Pump'], true, false],
    ['new tag with a free-text option', 'Syringe', ['Pump'], true, true],
  ])('001 §5 multiselect: adding a tag when %s', (_n, text, tags, freeText, expected) => {
    const options = freeText ? [...multiselect, opt(24, 'multiselect_text', null)] : multiselect;
    expect(canAddMultiselectTag(text, tags, options)).toBe(expected);
  });
});

describe('answer save errors (DECISIONS §4)', () => {
  const now = new Date(2026, 5, 15);
  const question: Question = {
    id: 5,
    title: 'A1C',
    order: 1,
    procedure: 'questionnaire',
    question_type: 'all_required',
    options: [
      opt(51, 'numerical', 'Weight', {
        numeric_limits: { value_from: 1, value_to: 500 },
        option_validators: [
          { message: 'That is very heavy', r_value_source: 'static', r_value_static: '300', operator: 'le' },
          {
            message: 'Weight must be over 10',
            action: 'error',
            r_value_source: 'static',
            r_value_static: '10',
            operator: 'gt',
          },
        ],
      }),
      opt(52, 'zip_code', 'Zip'),
    ],
  };
  it('DECISIONS §4 answer save: valid answers and warnings save', () => {
    expect(
      answerSaveErrors(
        question,
        [
          { question: 5, question_option: 51, value: '350' },
          { question: 5, question_option: 52, value: '02139' },
        ],
        { now },
      ),
    ).toEqual([]);
  });
  it('DECISIONS §4 answer save: [{question, question_option, error_message}] for widget and validator errors', () => {
    expect(
      answerSaveErrors(
        question,
        [
          { question: 5, question_option: 51, value: '5' },
          { question: 5, question_option: 52, value: '123' },
          { question: 5, question_option: 51, value: '600' },
          { question: 5, question_option: 99, value: 'x' },
          { question: 6, question_option: 51, value: '20' },
        ],
        { now },
      ),
    ).toEqual([
      { question: 5, question_option: 51, error_message: 'Weight must be over 10' },
      { question: 5, question_option: 52, error_message: 'Please enter a valid 5-digit zip code' },
      { question: 5, question_option: 51, error_message: 'Min value is 1 and Max value is 500' },
      { question: 5, question_option: 99, error_message: UNKNOWN_OPTION_MESSAGE },
      { question: 6, question_option: 51, error_message: UNKNOWN_OPTION_MESSAGE },
      { question: 5, question_option: 51, error_message: 'This option is answered twice.' },
    ]);
  });
  it('DECISIONS §4 answer save: an invalid value without its own message still gets one', () => {
    const tags: Question = { ...question, options: [opt(53, 'multiselect_text')] };
    expect(answerSaveErrors(tags, [{ question: 5, question_option: 53, value: '[]' }], { now })).toEqual([
      { question: 5, question_option: 53, error_message: 'Invalid value' },
    ]);
  });
});

describe('untitled options', () => {
  it('001 §5 autocomplete: an option without a title never matches typed text', () => {
    const q: Question = { ...autocomplete, options: [opt(14, 'autocomplete_item', null)] };
    expect(matchAutocomplete(q, 'x')).toMatchObject({ valid: false });
  });
});

describe('checkbox with text (001 §5)', () => {
  it.each([
    ['unchecked clears the value', false, 'typed', null],
    ['checked without text', true, '  ', 'true'],
    ['checked with text', true, ' Other pump ', 'Other pump'],
  ] as const)('001 §5 checkbox with text: %s', (_n, checked, text, value) => {
    expect(withTextValue(checked, text)).toBe(value);
  });
  it.each([
    [null, false],
    [undefined, false],
    [false, false],
    ['', false],
    [true, true],
    ['text', true],
  ])('001 §5 checkbox with text: text enabled only when checked (%s)', (value, enabled) => {
    expect(isWithTextInputEnabled(value)).toBe(enabled);
  });
});
