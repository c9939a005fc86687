import { describe, expect, it } from 'vitest';
import type { QuestionOption } from '@contract/study';
import { a1cPlausibilityWarning, a1cPlausibilityWarnings, isPlausibleA1c, plausibleRange } from './a1c-plausibility';

describe('A1C plausibility (soft warning outside 4–15 %)', () => {
  it.each([
    [3.9, 'percent', false],
    [4, 'percent', true],
    [15, 'percent', true],
    [15.1, 'percent', false],
    [19, 'mmol_mol', false],
    [21, 'mmol_mol', true],
    [140, 'mmol_mol', true],
    [141, 'mmol_mol', false],
  ] as const)('%s %s plausible: %s', (value, unit, plausible) => {
    expect(isPlausibleA1c(value, unit)).toBe(plausible);
  });

  it('judges typed text only when it is a number, in the words of its unit', () => {
    expect(a1cPlausibilityWarning('22', 'percent')).toBe(
      'This A1c is outside the usual range of 4 to 15 %. Please check it.',
    );
    expect(a1cPlausibilityWarning('150', 'mmol_mol')).toBe(
      'This A1c is outside the usual range of 20 to 140 mmol/mol. Please check it.',
    );
    expect(a1cPlausibilityWarning('7.2', 'percent')).toBeUndefined();
    expect(a1cPlausibilityWarning('', 'percent')).toBeUndefined();
    expect(a1cPlausibilityWarning('seven', 'percent')).toBeUndefined();
  });

  it("a stored answer's warnings speak the option's unit, once per wording; other widgets have none", () => {
    const a1c: Pick<QuestionOption, 'widget' | 'metadata'> = { widget: 'a1c_dynamic', metadata: { unit: 'mmol_mol' } };
    const value = JSON.stringify([
      { value: '150', date: '2026-01-10' },
      { value: '160', date: '2026-02-10' },
      { value: '53', date: '2026-03-10' },
    ]);
    expect(a1cPlausibilityWarnings(a1c, value)).toEqual([
      'This A1c is outside the usual range of 20 to 140 mmol/mol. Please check it.',
    ]);
    expect(a1cPlausibilityWarnings({ widget: 'numerical_float', metadata: null }, '150')).toEqual([]);
  });

  it('states the usual range in each unit', () => {
    expect(plausibleRange('percent')).toEqual({ from: 4, to: 15 });
    expect(plausibleRange('mmol_mol')).toEqual({ from: 20, to: 140 });
  });
});
