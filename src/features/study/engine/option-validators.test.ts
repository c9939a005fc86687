import { describe, expect, it } from 'vitest';
import type { OptionValidator, Widget } from '@contract/study';
import type { ConditionContext } from './conditions';
import {
  dataTypeForWidget,
  evaluateOptionValidator,
  latestAllowedDate,
  validateOptionValue,
  withValidatorDefaults,
} from './option-validators';

const now = new Date(2026, 5, 15, 9);
const context: ConditionContext = {
  now,
  participant: { birthday: '1990-04-20', created_at: '2024-01-10T12:00:00Z', zip_code: '02139', profile_type: 'adult' },
  storedAnswers: [
    { question: 5, question_option: 50, value: '70', study_id: 1 },
    { question: 6, question_option: 60, value: '2019-05-01' },
  ],
};
const v = (over: Partial<OptionValidator>): OptionValidator => ({
  message: 'Check this value',
  r_value_source: 'static',
  ...over,
});

describe('option validator defaults (001 §3)', () => {
  it('001 §3 option validator: action defaults to warning, operator to ne, skip_if_no_stored_answer to true', () => {
    const d = withValidatorDefaults(v({}));
    expect([d.action, d.operator, d.skip_if_no_stored_answer]).toEqual(['warning', 'ne', true]);
    const kept = withValidatorDefaults(v({ action: 'error', operator: 'lt', skip_if_no_stored_answer: false }));
    expect([kept.action, kept.operator, kept.skip_if_no_stored_answer]).toEqual(['error', 'lt', false]);
  });

  it('001 §3 option validator: default ne means the value must differ from the right value', () => {
    expect(evaluateOptionValidator(v({ r_value_static: 'none' }), 'none', 'text', context)).toMatchObject({
      action: 'warning',
      message: 'Check this value',
    });
    expect(evaluateOptionValidator(v({ r_value_static: 'none' }), 'some', 'text', context)).toBeNull();
  });

  it.each<[string, Widget | null | undefined, string]>([
    ['date', 'date', 'date'],
    ['date range', 'date_range', 'date'],
    ['short date by month', 'date_short', 'short-date'],
    ['numerical', 'numerical', 'integer'],
    ['likert index', 'likert_scale', 'integer'],
    ['float', 'numerical_float', 'float'],
    ['text', 'text', 'string'],
    ['none', null, 'string'],
  ])('001 §5 option validator: a %s value compares as its widget type', (_n, widget, type) => {
    expect(dataTypeForWidget(widget)).toBe(type);
  });
});

describe('option validator outcomes (001 §5)', () => {
  it.each<[string, OptionValidator, string | undefined, Widget, 'error' | 'warning' | null]>([
    [
      '001 §5 option validator: error blocks when the comparison fails',
      v({ action: 'error', operator: 'le', r_value_static: '300' }),
      '350',
      'numerical',
      'error',
    ],
    [
      '001 §5 option validator: passes when the comparison holds',
      v({ action: 'error', operator: 'le', r_value_static: '300' }),
      '250',
      'numerical',
      null,
    ],
    [
      '001 §5 option validator: warning allows',
      v({ action: 'warning', operator: 'le', r_value_static: '300' }),
      '350',
      'numerical',
      'warning',
    ],
    [
      '001 §5 option validator: numbers compare as numbers',
      v({ action: 'error', operator: 'ge', r_value_static: '9' }),
      '10',
      'numerical',
      null,
    ],
    [
      '001 §5 option validator: float limits',
      v({ action: 'error', operator: 'lt', r_value_static: '14.5' }),
      '14.75',
      'numerical_float',
      'error',
    ],
    [
      '001 §5 option validator: empty value is not judged',
      v({ action: 'error', operator: 'eq', r_value_static: 'x' }),
      '',
      'text',
      null,
    ],
    [
      '001 §5 option validator: dynamic now rejects a future date',
      v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' }),
      '2026-06-16',
      'date',
      'error',
    ],
    [
      '001 §5 option validator: dynamic now accepts today',
      v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' }),
      '2026-06-15',
      'date',
      null,
    ],
    [
      '001 §5 option validator: dynamic today alias',
      v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'today' }),
      '2026-07-01',
      'date',
      'error',
    ],
    [
      '001 §5 option validator: dynamic relative date (within a year)',
      v({ operator: 'ge', r_value_source: 'dynamic', r_value_dynamic: 'now-1y' }),
      '2025-01-01',
      'date',
      'warning',
    ],
    [
      '001 §5 option validator: dynamic birthday (not before birth)',
      v({ action: 'error', operator: 'ge', r_value_source: 'dynamic', r_value_dynamic: 'birthday' }),
      '1989-12-31',
      'date',
      'error',
    ],
    [
      '001 §5 option validator: dynamic birthday holds after birth',
      v({ action: 'error', operator: 'ge', r_value_source: 'dynamic', r_value_dynamic: 'birthday' }),
      '1995-01-01',
      'date',
      null,
    ],
    [
      '001 §5 option validator: dynamic created_at',
      v({ operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'created_at' }),
      '2024-02-01',
      'date',
      'warning',
    ],
    [
      '001 §5 option validator: profile_field birthday',
      v({ action: 'error', operator: 'gt', r_value_source: 'profile_field', profile_field: 'birthday' }),
      '1990-04-20',
      'date',
      'error',
    ],
    [
      '001 §5 option validator: profile_field text',
      v({ operator: 'eq', r_value_source: 'profile_field', profile_field: 'zip_code' }),
      '02139',
      'zip_code',
      null,
    ],
    [
      '001 §5 option validator: missing profile field is not judged',
      v({ action: 'error', operator: 'eq', r_value_source: 'profile_field', profile_field: 'phone' }),
      '1',
      'text',
      null,
    ],
    [
      '001 §5 option validator: stored_answer compared',
      v({
        operator: 'le',
        r_value_source: 'stored_answer',
        stored_question_id: 5,
        stored_option_id: 50,
        stored_study_id: 1,
      }),
      '80',
      'numerical',
      'warning',
    ],
    [
      '001 §5 option validator: stored_answer holds',
      v({ operator: 'le', r_value_source: 'stored_answer', stored_question_id: 5, stored_option_id: 50 }),
      '60',
      'numerical',
      null,
    ],
    [
      '001 §5 option validator: missing stored answer skipped by default',
      v({ action: 'error', operator: 'eq', r_value_source: 'stored_answer', stored_question_id: 9 }),
      '1',
      'text',
      null,
    ],
    [
      '001 §5 option validator: missing stored answer fails without skip',
      v({
        action: 'error',
        operator: 'eq',
        r_value_source: 'stored_answer',
        stored_question_id: 9,
        skip_if_no_stored_answer: false,
      }),
      '1',
      'text',
      'error',
    ],
    [
      '001 §5 option validator: stored_answer without a question id is not judged',
      v({ action: 'error', r_value_source: 'stored_answer' }),
      '1',
      'text',
      null,
    ],
    [
      '001 §5 option validator: date range judged by start',
      v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' }),
      '{"start":"2026-07-01","end":"2026-06-01"}',
      'date_range',
      'error',
    ],
    [
      '001 §5 option validator: date range judged by end',
      v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' }),
      '{"start":"2026-01-01","end":"2026-08-01"}',
      'date_range',
      'error',
    ],
    [
      '001 §5 option validator: date range within limits',
      v({ action: 'error', operator: 'ge', r_value_source: 'stored_answer', stored_question_id: 6 }),
      '{"start":"2020-01-01","end":"2021-01-01"}',
      'date_range',
      null,
    ],
    [
      '001 §5 option validator: l_option_widget decides the type',
      v({ action: 'error', operator: 'lt', r_value_static: '10', l_option_widget: 'numerical' }),
      '9',
      'text',
      null,
    ],
  ])('%s', (_name, validator, value, widget, expected) => {
    expect(evaluateOptionValidator(validator, value, widget, context)?.action ?? null).toBe(expected);
  });

  it('001 §5 option validators: errors and warnings of an option collected apart', () => {
    const option = {
      widget: 'numerical' as const,
      option_validators: [
        v({ action: 'error', operator: 'le', r_value_static: '300', message: 'Too high' }),
        v({ operator: 'le', r_value_static: '200', message: 'Unusually high' }),
        v({ operator: 'ge', r_value_static: '10', message: 'Unusually low' }),
      ],
    };
    expect(validateOptionValue(option, '250', context)).toEqual({
      errors: [],
      warnings: ['Unusually high'],
      blocking: false,
    });
    expect(validateOptionValue(option, '350', context)).toEqual({
      errors: ['Too high'],
      warnings: ['Unusually high'],
      blocking: true,
    });
    expect(validateOptionValue({ widget: 'text' }, 'x', context)).toEqual({
      errors: [],
      warnings: [],
      blocking: false,
    });
  });
});

describe('option validator edge cases', () => {
  const noProfile: ConditionContext = { now, participant: null };
  it('001 §5 option validator: dynamic birthday without a birthday is not judged', () => {
    expect(
      evaluateOptionValidator(
        v({ action: 'error', operator: 'ge', r_value_source: 'dynamic', r_value_dynamic: 'birthday' }),
        '2000-01-01',
        'date',
        noProfile,
      ),
    ).toBeNull();
  });
  it('001 §5 option validator: dynamic without a value compares with today', () => {
    expect(
      evaluateOptionValidator(
        v({ action: 'error', operator: 'le', r_value_source: 'dynamic' }),
        '2027-01-01',
        'date',
        noProfile,
      )?.action,
    ).toBe('error');
  });
  it('001 §5 option validator: static without a value fails like any missing right value (the loader refuses such files)', () => {
    expect(evaluateOptionValidator(v({ action: 'error', operator: 'ne' }), 'x', 'text', noProfile)?.action).toBe(
      'error',
    );
  });
  it('001 §8 option validator: a malformed date range is left to the widget check', () => {
    expect(
      evaluateOptionValidator(
        v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' }),
        '{oops',
        'date_range',
        noProfile,
      ),
    ).toBeNull();
  });
  it('001 §5 option validator: profile_field without a field name is not judged', () => {
    expect(
      evaluateOptionValidator(
        v({ action: 'error', operator: 'eq', r_value_source: 'profile_field' }),
        'x',
        'text',
        context,
      ),
    ).toBeNull();
  });
});

describe('a missing stored answer (001 §5: "a missing stored answer makes a comparison false unless skip_if_no_stored_answer applies")', () => {
  const operators = ['lt', 'le', 'gt', 'ge', 'eq', 'ne'] as const;
  const cases = operators.flatMap((operator) =>
    (
      [
        ['text', 'x'],
        ['numerical', '5'],
        ['date', '2020-01-01'],
        ['date_short', '2020-01'],
        ['zip_code', '02139'],
      ] as const
    ).map(([widget, value]) => [operator, widget, value] as const),
  );
  it.each(cases)(
    '001 §5 option validator: %s on a %s value fails when the stored answer is missing and not skipped',
    (operator, widget, value) => {
      const validator = v({
        action: 'error',
        operator,
        r_value_source: 'stored_answer',
        stored_question_id: 9,
        skip_if_no_stored_answer: false,
      });
      expect(evaluateOptionValidator(validator, value, widget, context)).toMatchObject({ action: 'error' });
    },
  );
});

describe('latestAllowedDate: the last day an error validator lets a date be', () => {
  const date = (validators: OptionValidator[], widget: Widget = 'date') => ({ widget, option_validators: validators });
  it.each<[string, OptionValidator[], Widget, string | null]>([
    [
      'a date of birth: not in the future',
      [v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' })],
      'date',
      '2026-06-15',
    ],
    [
      'at least a year ago (static, relative)',
      [v({ action: 'error', operator: 'le', r_value_static: 'now-1y' })],
      'date',
      '2025-06-15',
    ],
    [
      'the earlier of two',
      [
        v({ action: 'error', operator: 'lt', r_value_static: '2026-01-01' }),
        v({ action: 'error', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' }),
      ],
      'date',
      '2026-01-01',
    ],
    [
      'a warning only tells: no limit',
      [v({ action: 'warning', operator: 'le', r_value_source: 'dynamic', r_value_dynamic: 'now' })],
      'date',
      null,
    ],
    [
      'a lower bound is no limit on the latest',
      [v({ action: 'error', operator: 'ge', r_value_static: 'now-120y' })],
      'date',
      null,
    ],
    [
      'another answer decides: no limit known before it',
      [v({ action: 'error', operator: 'le', r_value_source: 'stored_answer', stored_question_id: 6 })],
      'date',
      null,
    ],
    ['not a date widget', [v({ action: 'error', operator: 'le', r_value_static: '10' })], 'numerical', null],
  ])('%s', (_name, validators, widget, latest) => {
    expect(latestAllowedDate(date(validators, widget), context)).toBe(latest);
  });
});
