import { describe, expect, it } from 'vitest';
import type { Condition } from '@contract/study';
import {
  compareValues,
  evaluateCondition,
  evaluateConditions,
  findStoredAnswer,
  IncorrectOperatorError,
  isPresent,
  type ConditionContext,
} from './conditions';
import { ageInYears, formatDay, isRelativeDate, parseDate, resolveRelativeDate, type CalendarDate } from './dates';

const formatOrNull = (day: CalendarDate | null) => (day ? formatDay(day) : null);

const now = new Date(2026, 5, 15, 10, 30); // 15 June 2026, local time
const ctx = (over: Partial<ConditionContext> = {}): ConditionContext => ({
  now,
  participant: {
    id: 7,
    birthday: '2008-06-16',
    created_at: '2025-01-10T12:00:00Z',
    profile_type: 'child',
    source: 'registry',
  },
  storedAnswers: [
    { question: 10, question_option: 100, value: 'Yes' },
    { question: 11, question_option: 110, value: '2020-03-05', study_id: 2 },
    { question: 12, question_option: 120, value: '' },
  ],
  ...over,
});

describe('relative dates and ages', () => {
  it.each([
    ['001 §5 relative dates: now is today', 'now', '2026-06-15'],
    ['001 §5 relative dates: now plus days', 'now+3d', '2026-06-18'],
    ['001 §5 relative dates: now minus months', 'now-1m', '2026-05-15'],
    ['001 §5 relative dates: now minus years', 'now-18y', '2008-06-15'],
    ['001 §5 relative dates: now plus years', 'now+2y', '2028-06-15'],
    ['001 §5 relative dates: other text unchanged', '2020-01-01', '2020-01-01'],
  ])('%s', (_name, input, expected) => {
    expect(resolveRelativeDate(input, now)).toBe(expected);
  });

  it('001 §5 relative dates: only now±n[dmy] is relative', () => {
    expect(isRelativeDate('now-3d')).toBe(true);
    expect(isRelativeDate('now-3w')).toBe(false);
    expect(isRelativeDate('tomorrow')).toBe(false);
  });

  it.each([
    ['001 §5 age: one day before the 18th birthday is 17', '2008-06-16', 17],
    ['001 §5 age: on the 18th birthday is 18', '2008-06-15', 18],
    ['001 §5 age: whole years, not rounded', '2000-12-31', 25],
    ['001 §5 age: US format birthday', '06/14/2016', 10],
    ['001 §5 age: missing birthday gives none', null, null],
    ['001 §5 age: impossible date gives none', '2010-02-30', null],
  ])('%s', (_name, birthday, expected) => {
    expect(ageInYears(birthday, now)).toBe(expected);
  });

  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2024-02-29T23:10:00Z', '2024-02-29'],
    ['02/28/2023', '2023-02-28'],
    ['2023-07', '2023-07-01'],
    ['07/2023', '2023-07-01'],
  ])('001 §9 date formats: parses %s', (input, expected) => {
    expect(formatOrNull(parseDate(input))).toBe(expected);
  });

  it.each([['2023-02-29'], ['13/01/2023'], ['2023-13'], ['yesterday'], [''], [42]])(
    '001 §5 dates: rejects %s',
    (input) => {
      expect(parseDate(input)).toBeNull();
    },
  );

  it('001 §5 dates: a Date object is a day', () => {
    expect(formatOrNull(parseDate(now))).toBe('2026-06-15');
    expect(parseDate(new Date('invalid'))).toBeNull();
  });
});

describe('comparators (001 §5)', () => {
  it.each([
    ['001 §5 comparators: integer lt', '5', 'lt', '10', 'integer', true],
    ['001 §5 comparators: integer compares as numbers, not text', '9', 'gt', '10', 'integer', false],
    ['001 §5 comparators: integer le equal', 10, 'le', '10', 'integer', true],
    ['001 §5 comparators: integer ge', '11', 'ge', '10', 'integer', true],
    ['001 §5 comparators: integer eq', '10', 'eq', '10.0', 'integer', true],
    ['001 §5 comparators: integer ne', '10', 'ne', '11', 'integer', true],
    ['001 §5 comparators: float compares as numbers', '6.5', 'gt', '6.25', 'float', true],
    ['001 §5 comparators: non-numeric never matches', 'abc', 'lt', '10', 'integer', false],
    ['001 §5 comparators: non-numeric right never matches', '5', 'lt', 'x', 'float', false],
    ['001 §5 comparators: string eq', 'Yes', 'eq', 'Yes', 'string', true],
    ['001 §5 comparators: string ne', 'Yes', 'ne', 'No', 'string', true],
    ['001 §5 comparators: string lt', 'apple', 'lt', 'banana', 'string', true],
    ['001 §5 comparators: boolean answer as text', true, 'eq', 'true', 'string', true],
    ['001 §5 comparators: a missing right value never compares (gt)', 'a', 'gt', null, 'string', false],
    ['001 §5 comparators: a missing right value never compares (ne)', 'a', 'ne', undefined, 'string', false],
    ['001 §5 comparators: a blank right value never compares', 'a', 'ne', '  ', 'string', false],
    ['001 §5 comparators: dates compare by day', '2020-01-02', 'gt', '2020-01-01', 'date', true],
    ['001 §5 comparators: same day eq', '2020-01-01T22:00:00Z', 'eq', '2020-01-01', 'date', true],
    ['001 §5 comparators: month-format dates compare by month', '2020-01', 'eq', '2020-01-25', 'date', true],
    ['001 §5 comparators: month-format lt across months', '2020-01', 'lt', '2020-02-01', 'date', true],
    ['001 §5 comparators: short-date compares by month', '2020-01-31', 'eq', '2020-01-01', 'short-date', true],
    ['001 §5 comparators: day dates differ by day', '2020-01-31', 'eq', '2020-01-01', 'date', false],
    ['001 §5 comparators: invalid date never matches', 'soon', 'lt', '2020-01-01', 'date', false],
    ['001 §5 comparators: relative right value', '2008-06-15', 'le', 'now-18y', 'date', true],
    ['001 §5 comparators: relative right value excludes the younger', '2008-06-16', 'le', 'now-18y', 'date', false],
    ['001 §5 comparators: before_today', '2026-06-14', 'before_today', null, 'date', true],
    ['001 §5 comparators: today is not before today', '2026-06-15', 'before_today', null, 'date', false],
    ['001 §5 comparators: after_today', '2026-06-16', 'after_today', null, 'date', true],
    ['001 §5 comparators: after_today false for past', '2026-06-01', 'after_today', null, 'date', false],
    ['001 §5 comparators: after_today by month for month format', '2026-06', 'after_today', null, 'date', false],
    [
      '001 §5 comparators: before_today by month for short-date',
      '2026-06-01',
      'before_today',
      null,
      'short-date',
      false,
    ],
    ['001 §5 comparators: before_today with an invalid date', 'x', 'before_today', null, 'date', false],
    ['001 §5 comparators: exists present', 'x', 'exists', null, 'string', true],
    ['001 §5 comparators: exists absent', '', 'exists', null, 'string', false],
    ['001 §5 comparators: missing left never compares', null, 'ne', 'x', 'string', false],
  ] as const)('%s', (_name, left, operator, right, dataType, expected) => {
    expect(compareValues(left, operator, right, dataType, now)).toBe(expected);
  });

  it("001 §5 comparators: an invalid operator raises 'Incorrect operator'", () => {
    expect(() => compareValues('1', 'between', '2', 'integer', now)).toThrow('Incorrect operator');
    expect(() => compareValues('1', 'between', '2', 'integer', now)).toThrow(IncorrectOperatorError);
  });
});

describe('conditions (001 §3, DECISIONS §4)', () => {
  const c = (over: Partial<Condition>): Condition => ({ l_value: 'age_years', operator: 'ge', r_value: '18', ...over });
  it.each([
    ['001 §5 age: age in whole years compared as integer', c({ operator: 'ge', r_value: '18' }), ctx(), false],
    ['001 §5 age: 17-year-old is under 18', c({ operator: 'lt', r_value: '18' }), ctx(), true],
    [
      '001 §5 age: no birthday, no match',
      c({ operator: 'lt', r_value: '18' }),
      ctx({ participant: { birthday: null } }),
      false,
    ],
    ['001 §5 age: no participant, no match', c({ operator: 'lt', r_value: '18' }), ctx({ participant: null }), false],
    [
      '001 §3 profile field: profile_type eq',
      c({ l_value: 'profile_field', profile_field: 'profile_type', operator: 'eq', r_value: 'child' }),
      ctx(),
      true,
    ],
    [
      '001 §3 profile field: source ne',
      c({ l_value: 'profile_field', profile_field: 'source', operator: 'ne', r_value: 'jaeb' }),
      ctx(),
      true,
    ],
    [
      '001 §3 profile field: created_at as date',
      c({
        l_value: 'profile_field',
        profile_field: 'created_at',
        operator: 'before_today',
        comparison_data_type: 'date',
      }),
      ctx(),
      true,
    ],
    [
      '001 §3 profile field: birthday vs relative date',
      c({
        l_value: 'profile_field',
        profile_field: 'birthday',
        operator: 'gt',
        r_value: 'now-18y',
        comparison_data_type: 'date',
      }),
      ctx(),
      true,
    ],
    [
      '001 §3 profile field: no field name, no match',
      c({ l_value: 'profile_field', operator: 'exists' }),
      ctx(),
      false,
    ],
    [
      '001 §5 stored answer: compares the stored value',
      c({
        l_value: 'stored_answer',
        stored_answer_path: { question_id: 10, option_id: 100 },
        operator: 'eq',
        r_value: 'Yes',
        comparison_data_type: 'string',
      }),
      ctx(),
      true,
    ],
    [
      '001 §5 stored answer: any option of the question when option_id is absent',
      c({ l_value: 'stored_answer', stored_answer_path: { question_id: 10 }, operator: 'eq', r_value: 'Yes' }),
      ctx(),
      true,
    ],
    [
      '001 §5 stored answer: from another study',
      c({
        l_value: 'stored_answer',
        stored_answer_path: { question_id: 11, option_id: 110, study_id: 2 },
        operator: 'lt',
        r_value: '2021-01-01',
        comparison_data_type: 'date',
      }),
      ctx(),
      true,
    ],
    [
      '001 §5 stored answer: wrong study does not match',
      c({
        l_value: 'stored_answer',
        stored_answer_path: { question_id: 11, option_id: 110, study_id: 3 },
        operator: 'exists',
      }),
      ctx(),
      false,
    ],
    [
      '001 §5 exists: true if a stored answer is present',
      c({ l_value: 'stored_answer', stored_answer_path: { question_id: 10 }, operator: 'exists' }),
      ctx(),
      true,
    ],
    [
      '001 §5 exists: a blank stored answer is absent',
      c({ l_value: 'stored_answer', stored_answer_path: { question_id: 12 }, operator: 'exists' }),
      ctx(),
      false,
    ],
    [
      '001 §5 stored answer: missing makes the comparison false',
      c({ l_value: 'stored_answer', stored_answer_path: { question_id: 99 }, operator: 'ne', r_value: 'x' }),
      ctx(),
      false,
    ],
    ['001 §5 stored answer: no path, no match', c({ l_value: 'stored_answer', operator: 'exists' }), ctx(), false],
    [
      '001 §5 stored answer: no stored answers at all',
      c({ l_value: 'stored_answer', stored_answer_path: { question_id: 10 }, operator: 'exists' }),
      ctx({ storedAnswers: undefined }),
      false,
    ],
  ])('%s', (_name, condition, context, expected) => {
    expect(evaluateCondition(condition, context)).toBe(expected);
  });

  it("001 §5 comparators: a condition with an unknown operator raises 'Incorrect operator'", () => {
    expect(() => evaluateCondition(c({ operator: 'like' as Condition['operator'] }), ctx())).toThrow(
      'Incorrect operator',
    );
  });

  it('DECISIONS §4: every condition must hold; an empty list holds', () => {
    expect(evaluateConditions([], ctx())).toBe(true);
    expect(evaluateConditions([c({ operator: 'lt' }), c({ operator: 'gt', r_value: '12' })], ctx())).toBe(true);
    expect(evaluateConditions([c({ operator: 'lt' }), c({ operator: 'gt', r_value: '17' })], ctx())).toBe(false);
  });

  it('001 §5 exists: presence rules', () => {
    expect([null, undefined, false, '', '  '].map(isPresent)).toEqual([false, false, false, false, false]);
    expect([0, 'a', true, '[]'].map(isPresent)).toEqual([true, true, true, true]);
    expect(findStoredAnswer(undefined, { question_id: 1 })).toBeUndefined();
  });
});

describe('edge values', () => {
  it('001 §5 comparators: non-finite numbers never match', () => {
    expect(compareValues(Number.POSITIVE_INFINITY, 'gt', '1', 'float', now)).toBe(false);
    expect(compareValues(5, 'gt', '1', 'float', now)).toBe(true);
    expect(compareValues('5', 'gt', ' ', 'float', now)).toBe(false);
  });
});
