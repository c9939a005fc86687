import { describe, expect, it } from 'vitest';
import {
  a1cDecimals,
  a1cUnitOf,
  convertA1c,
  convertA1cLimits,
  convertA1cText,
  formatA1c,
  mmolToPercent,
  percentToMmol,
} from './a1c-math';

describe('A1C units (DECISIONS §10)', () => {
  it.each([
    [2.15, 0],
    [5, 31.15],
    [7, 53.01],
    [10, 85.79],
  ])('IFCC = 10.929 × (%s % − 2.15) = %s mmol/mol', (percent, mmol) => {
    expect(percentToMmol(percent)).toBeCloseTo(mmol, 2);
    expect(mmolToPercent(mmol)).toBeCloseTo(percent, 2);
  });

  it('converting there and back gives the value again', () => {
    expect(convertA1c(convertA1c(6.5, 'percent', 'mmol_mol'), 'mmol_mol', 'percent')).toBeCloseTo(6.5, 10);
    expect(convertA1c(48, 'mmol_mol', 'mmol_mol')).toBe(48);
  });

  it('reads the storage unit from the option metadata, percent by default', () => {
    expect(a1cUnitOf({ unit: 'mmol_mol' })).toBe('mmol_mol');
    expect(a1cUnitOf({ unit: 'percent' })).toBe('percent');
    expect(a1cUnitOf({ unit: 'kg' })).toBe('percent');
    expect(a1cUnitOf(null)).toBe('percent');
    expect(a1cUnitOf(undefined)).toBe('percent');
  });

  it('rounds converted values: the option decimals in its unit, else 1 for % and 0 for mmol/mol', () => {
    expect(a1cDecimals('percent', 'percent', 2)).toBe(2);
    expect(a1cDecimals('percent', 'mmol_mol', 2)).toBe(1);
    expect(a1cDecimals('mmol_mol', 'percent', 1)).toBe(0);
    expect(formatA1c(7.1, 2)).toBe('7.1');
    expect(formatA1c(53.49, 0)).toBe('53');
  });

  it.each([
    ['53', 'mmol_mol', 'percent', 1, '7'],
    ['7', 'percent', 'mmol_mol', 0, '53'],
    ['6.5', 'percent', 'mmol_mol', 0, '48'],
    ['', 'percent', 'mmol_mol', 0, ''],
    ['abc', 'percent', 'mmol_mol', 0, 'abc'],
    ['7.', 'percent', 'percent', 1, '7.'],
  ] as const)('typed %j in %s is %j in %s', (text, from, to, decimals, expected) => {
    expect(convertA1cText(text, from, to, decimals)).toBe(expected);
  });

  it('restates the limits in the participant unit', () => {
    expect(convertA1cLimits({ value_from: 4, value_to: 20, decimal: 1 }, 'percent', 'mmol_mol')).toEqual({
      value_from: 20,
      value_to: 195,
      decimal: 0,
    });
    expect(convertA1cLimits({ value_from: 4 }, 'percent', 'percent')).toEqual({ value_from: 4 });
    expect(convertA1cLimits(null, 'percent', 'mmol_mol')).toBeNull();
  });
});
