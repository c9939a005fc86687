import { describe, expect, it } from 'vitest';
import type { QuestionOption, Widget } from '@contract/study';
import type { AnswerText } from './widget-values';
import {
  validateA1c,
  validateDate,
  validateDateRange,
  validateNumber,
  validateWidgetValue,
  validateZip,
  WIDGET_MESSAGES,
} from './widget-validity';

const now = new Date(2026, 5, 15, 12);
const option = (widget: Widget, over: Partial<QuestionOption> = {}): QuestionOption => ({
  id: 1,
  widget,
  title: 'x',
  order: 1,
  ...over,
});

describe('numerical (001 §5)', () => {
  it.each<[string, string, boolean, QuestionOption['numeric_limits'], string | undefined]>([
    ['001 §5 numerical: integer accepted', '42', false, null, undefined],
    ['001 §5 numerical: empty is not judged here', '', false, null, undefined],
    ["001 §5 numerical: 'Value should be a whole number'", '4.2', false, null, 'Value should be a whole number'],
    ['001 §5 numerical: letters are not a whole number', '4a', false, null, 'Value should be a whole number'],
    ['001 §5 numerical: float up to 3 decimals by default', '6.125', true, null, undefined],
    [
      "001 §5 numerical: 'Number should not exceed 3 decimal points'",
      '6.1255',
      true,
      null,
      'Number should not exceed 3 decimal points',
    ],
    [
      "001 §5 numerical: 'Number should not exceed 1 decimal points' from numeric_limits",
      '6.25',
      true,
      { decimal: 1 },
      'Number should not exceed 1 decimal points',
    ],
    ['001 §5 numerical: float must be a number', '6.5.1', true, null, WIDGET_MESSAGES.notANumber],
    // A decimal comma (7,2) or a thousands separator: the message says to type a point instead.
    [
      '001 §5 numerical: a comma says how to type the number',
      '7,2',
      true,
      null,
      'Type the number without commas, with a point for decimals: for example 7.2.',
    ],
    [
      "001 §5 numerical: 'Min value is {n} and Max value is {n}' below",
      '3',
      false,
      { value_from: 4, value_to: 20 },
      'Min value is 4 and Max value is 20',
    ],
    [
      "001 §5 numerical: 'Min value is {n} and Max value is {n}' above",
      '20.5',
      true,
      { value_from: 4, value_to: 20 },
      'Min value is 4 and Max value is 20',
    ],
    ['001 §5 numerical: limits inclusive', '20', false, { value_from: 4, value_to: 20 }, undefined],
    ['001 §5 numerical: only a lower limit', '1', false, { value_from: 2 }, 'Min value is 2'],
    ['001 §5 numerical: only an upper limit', '9', false, { value_to: 5 }, 'Max value is 5'],
    ['001 §5 numerical: negative integers', '-3', false, null, undefined],
  ])('%s', (_name, raw, float, limits, message) => {
    const result = validateNumber(raw, float, limits);
    expect(result.message).toBe(message);
    expect(result.valid).toBe(message === undefined);
  });
});

describe('zip, dates and ranges (001 §5)', () => {
  it.each([
    ['02139', true],
    [' 02139 ', true],
    ['', true],
    ['2139', false],
    ['021399', false],
    ['0213a', false],
  ])("001 §5 zip: '%s' (exactly 5 digits)", (raw, valid) => {
    const result = validateZip(raw);
    expect(result.valid).toBe(valid);
    if (!valid) expect(result.message).toBe('Please enter a valid 5-digit zip code');
  });

  it("001 §5 date: 'Invalid date.', then how to type it", () => {
    expect(validateDate('2024-02-30')).toEqual({
      valid: false,
      message: 'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    });
    expect(validateDate('2024-02-29').valid).toBe(true);
    expect(validateDate('').valid).toBe(true);
  });

  it('001 §5 short date: month-year only, stored as YYYY-MM', () => {
    expect(validateDate('2024-02', true).valid).toBe(true);
    expect(validateDate('02/2024', true)).toEqual({
      valid: false,
      message: 'Invalid date. Type it as MM/YYYY: for example 03/2024.',
    });
    expect(validateDate('2024-02-01', true)).toEqual({
      valid: false,
      message: 'Invalid date. Type it as MM/YYYY: for example 03/2024.',
    });
  });

  it.each<[string, AnswerText, string | undefined]>([
    ['001 §5 date range: both ends valid', '{"start":"2024-01-01","end":"2024-01-31"}', undefined],
    ['001 §5 date range: same day', '{"start":"2024-01-01","end":"2024-01-01"}', undefined],
    [
      "001 §5 date range: end before start is 'Invalid range.', saying which end to change",
      '{"start":"2024-02-01","end":"2024-01-31"}',
      'Invalid range. The end date must be the same as the start date or after it.',
    ],
    [
      '001 §5 date range: both required',
      '{"start":"2024-02-01","end":""}',
      'Invalid range. Enter both the start date and the end date.',
    ],
    [
      "001 §5 date range: an invalid end is 'Invalid date.' with its fix",
      '{"start":"2024-02-01","end":"2024-02-31"}',
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    ],
    [
      '001 §8 date range: malformed JSON is tolerated (invalid, no throw)',
      '{oops',
      'Invalid range. Enter both the start date and the end date.',
    ],
  ])('%s', (_name, value, message) => {
    expect(validateDateRange(value).message).toBe(message);
  });
});

describe('a1c (001 §5)', () => {
  const limits = { value_from: 3, value_to: 20 };
  it('001 §5 a1c: at least one complete pair, empty rows ignored', () => {
    expect(
      validateA1c(
        [
          { value: '6.5', date: '2026-01-01' },
          { value: '', date: '' },
        ],
        limits,
        now,
      ),
    ).toEqual({ valid: true, rows: [{}, {}] });
  });
  it('001 §5 a1c: no complete pair is invalid', () => {
    expect(validateA1c([{ value: '', date: '' }], limits, now)).toMatchObject({
      valid: false,
      message: WIDGET_MESSAGES.a1cNoPair,
    });
  });
  it.each([
    ['value without date (half-filled)', { value: '6.5', date: '' }, { date: 'Please enter the date of this result.' }],
    [
      'date without value (half-filled)',
      { value: '', date: '2026-01-01' },
      { value: WIDGET_MESSAGES.a1cValueRequired },
    ],
    [
      "an impossible date: 'Invalid date.' with its fix",
      { value: '6.5', date: '2026-02-30' },
      { date: 'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.' },
    ],
    [
      "a future date: 'Date cannot be in the future.'",
      { value: '6.5', date: '2026-06-16' },
      { date: 'Date cannot be in the future.' },
    ],
    ['a value out of limits', { value: '25', date: '2026-01-01' }, { value: 'Min value is 3 and Max value is 20' }],
    [
      'too many decimals',
      { value: '6.5555', date: '2026-01-01' },
      { value: 'Number should not exceed 3 decimal points' },
    ],
  ])('001 §5 a1c: %s is invalid', (_n, pair, row) => {
    const result = validateA1c([{ value: '7', date: '2026-02-01' }, pair], limits, now);
    expect(result.valid).toBe(false);
    expect(result.rows[1]).toEqual(row);
    expect(result.message).toBe(Object.values(row)[0]);
  });
  it('001 §5 a1c: today is not in the future; integers allowed', () => {
    expect(validateA1c([{ value: '7', date: '2026-06-15' }], null, now).valid).toBe(true);
  });
});

describe('validateWidgetValue per widget (001 §5)', () => {
  it.each<[string, QuestionOption, AnswerText, boolean]>([
    ['001 §5 numerical widget', option('numerical', { numeric_limits: { value_from: 1, value_to: 5 } }), '6', false],
    ['001 §5 numerical_float widget', option('numerical_float'), '6.5', true],
    ['001 §5 numerical widget given digits', option('numerical'), '3', true],
    ['001 §5 zip widget', option('zip_code'), '123', false],
    ['001 §5 date widget', option('date'), '2026-13-01', false],
    ['001 §5 short date widget', option('date_short'), '2026-05', true],
    ['001 §5 date range widget', option('date_range'), '{"start":"2026-05-02","end":"2026-05-01"}', false],
    ['001 §5 a1c widget', option('a1c_dynamic'), '[{"value":"6","date":"2026-05-01"}]', true],
    ['001 §8 a1c widget with malformed JSON', option('a1c_dynamic'), '[{', false],
    [
      '001 §5 matrix: every row answered',
      option('matrix_scale', { metadata: { rows: ['a', 'b'] } }),
      '["x","y"]',
      true,
    ],
    ['001 §5 matrix: a row unanswered', option('matrix_scale', { metadata: { rows: ['a', 'b'] } }), '["x"]', false],
    ['001 §5 likert within the scale', option('likert_scale', { metadata: { scale: ['a', 'b', 'c'] } }), '2', true],
    ['001 §5 likert outside the scale', option('likert_scale', { metadata: { scale: ['a', 'b', 'c'] } }), '3', false],
    ['001 §5 multiselect valid with a tag', option('multiselect_text'), '["x"]', true],
    ['001 §5 multiselect invalid without tags', option('multiselect_text'), '[]', false],
    ['001 §5 dropdown selection is true', option('drop_down'), 'true', true],
    ['001 §5 dropdown typed text is not a selection', option('drop_down'), 'Other', false],
    ['001 §5 autocomplete item selection', option('autocomplete_item'), 'true', true],
    ['001 §5 text anything', option('text'), 'free words', true],
    ['001 §5 empty value judged by required-ness, not here', option('zip_code'), '', true],
  ])('%s', (_name, opt, value, valid) => {
    expect(validateWidgetValue(opt, value, now).valid).toBe(valid);
  });
});

describe("'Other (please specify)' needs its text (001 §5)", () => {
  it.each(['radio_with_text', 'option_with_text'] as const)('%s: chosen without text is refused', (widget) => {
    expect(validateWidgetValue(option(widget), 'true', now)).toEqual({
      valid: false,
      message: 'Please specify your answer',
    });
    expect(validateWidgetValue(option(widget), '   ', now).valid).toBe(false);
    expect(validateWidgetValue(option(widget), 'An inhaler', now)).toEqual({ valid: true });
  });
});

describe('values are text (DECISIONS §10)', () => {
  it('001 §5 zip: judged as its digits', () => {
    expect(validateWidgetValue(option('zip_code'), '2139', now).valid).toBe(false);
    expect(validateWidgetValue(option('zip_code'), '12345', now).valid).toBe(true);
  });
});

describe('stored values have one shape per widget (001 §3, §5)', () => {
  const a1c = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ value: '7.1', date: '2026-01-10' })));
  const matrix = option('matrix_scale', {
    metadata: { rows: ['r1', 'r2', 'r3'], columns: ['Disagree', 'Neutral', 'Agree'] },
  });
  it.each<[string, QuestionOption, string, string | undefined]>([
    ['001 §9 a1c: 12 pairs at most', option('a1c_dynamic'), a1c(12), undefined],
    [
      '001 §9 a1c: 13 pairs are refused, not cut to 12',
      option('a1c_dynamic'),
      a1c(13),
      'Please enter no more than 12 results.',
    ],
    [
      '001 §5 a1c: a pair date is a day',
      option('a1c_dynamic'),
      '[{"value":"7","date":"01/10/2026"}]',
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    ],
    ['001 §3 a1c: pairs are objects', option('a1c_dynamic'), '["7.1"]', WIDGET_MESSAGES.a1cNoPair],
    ['001 §3 matrix: a column per row', matrix, '["Agree","Neutral","Disagree"]', undefined],
    [
      '001 §3 matrix: a value that is no column',
      matrix,
      '["Agree","Maybe","Agree"]',
      'Please choose one of the given answers in every row.',
    ],
    [
      '001 §3 matrix: more values than rows',
      matrix,
      '["Agree","Agree","Agree","Agree"]',
      'Please choose one of the given answers in every row.',
    ],
    [
      '001 §3 matrix: a column index is not a column',
      matrix,
      '[0,1,2]',
      'Please choose one of the given answers in every row.',
    ],
    ['001 §5 matrix: every row answered', matrix, '["Agree",false,"Agree"]', 'Please answer every row.'],
    ['001 §5 matrix: fewer values than rows', matrix, '["Agree"]', 'Please answer every row.'],
    ['001 §3 matrix: not a list', matrix, '{"a":1}', 'Please answer every row.'],
    ['001 §5 date: YYYY-MM-DD', option('date'), '2025-05-01', undefined],
    [
      '001 §5 date: a month is not a date',
      option('date'),
      '2025-05',
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    ],
    [
      '001 §5 date: a date-time is not a date',
      option('date'),
      '2025-05-01T10:00:00Z',
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    ],
    [
      '001 §5 date: a US date is display, not storage',
      option('date'),
      '05/01/2025',
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    ],
    ['001 §5 short date: YYYY-MM', option('date_short'), '2025-05', undefined],
    [
      '001 §5 short date: a day is not a month',
      option('date_short'),
      '2025-05-01',
      'Invalid date. Type it as MM/YYYY: for example 03/2024.',
    ],
    [
      '001 §5 date range: ends are days',
      option('date_range'),
      '{"start":"2025-05","end":"2025-06-01"}',
      'Invalid date. Type the month first, as MM/DD/YYYY: for example 03/27/2024.',
    ],
    ['001 §3 radio: chosen is true', option('radio'), 'true', undefined],
    ['001 §3 radio: any other value is refused', option('radio'), 'banana', 'This option can only be selected.'],
    ['001 §3 checkbox: any other value is refused', option('option'), 'yes', 'This option can only be selected.'],
    ['001 §3 label: emits true', option('label'), 'something', 'This option can only be selected.'],
    ['001 §3 multiselect item: chosen is true', option('multiselect_item'), '["x"]', WIDGET_MESSAGES.notInList],
    ['001 §3 radio with text: the text', option('radio_with_text'), 'Pen', undefined],
    ['001 §3 multiselect text: tags are text', option('multiselect_text'), '[1,2]', 'Invalid value'],
    [
      'a1c: a pair with an extra key is refused',
      option('a1c_dynamic'),
      '[{"value":"7.1","date":"2026-01-10","note":"Approved by Dr. X"}]',
      'This answer is not in the form this question takes.',
    ],
    [
      'a1c: a pair whose value is an object is refused',
      option('a1c_dynamic'),
      '[{"value":{"x":"7.1"},"date":"2026-01-10"}]',
      'This answer is not in the form this question takes.',
    ],
    [
      'a1c: a loose text beside a pair is refused',
      option('a1c_dynamic'),
      '["Approved",{"value":"7.1","date":"2026-01-10"}]',
      'This answer is not in the form this question takes.',
    ],
    ['a1c: a numeric value is a value', option('a1c_dynamic'), '[{"value":7.1,"date":"2026-01-10"}]', undefined],
    [
      'date range: an extra key is refused',
      option('date_range'),
      '{"start":"2025-05-01","end":"2025-06-01","note":"x"}',
      'This answer is not in the form this question takes.',
    ],
    [
      'date range: an end that is no text is refused',
      option('date_range'),
      '{"start":"2025-05-01","end":{"d":"2025-06-01"}}',
      'This answer is not in the form this question takes.',
    ],
    ['date range: start and end only', option('date_range'), '{"start":"2025-05-01","end":"2025-06-01"}', undefined],
  ])('%s', (_name, opt, value, message) => {
    const result = validateWidgetValue(opt, value, now);
    expect(result.valid ? undefined : (result.message ?? 'Invalid value')).toBe(message);
  });
});
