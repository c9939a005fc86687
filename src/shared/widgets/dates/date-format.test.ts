import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { monthWeeks, moveDay, moveMonth, jumpTo, yearChoices } from './calendar-model';
import { parseTyped, typedToValue, valueToText } from './date-format';

describe('typed dates (dayjs, strict)', () => {
  it.each([
    ['03/27/2024', '2024-03-27'],
    ['3/7/2024', '2024-03-07'],
    [' 2024-03-27 ', '2024-03-27'],
    ['02/29/2024', '2024-02-29'],
  ])('%j is the day %s', (typed, stored) => {
    expect(typedToValue(typed, 'day')).toBe(stored);
  });

  it.each(['02/30/2024', '13/01/2024', '03/27/24', '2024-3-27', 'tomorrow', '03/27'])(
    '%j is no day: kept as typed',
    (typed) => {
      expect(parseTyped(typed, 'day')).toBeNull();
      expect(typedToValue(typed, 'day')).toBe(typed);
    },
  );

  it.each([
    ['03/2024', '2024-03'],
    ['3/2024', '2024-03'],
    ['2024-03', '2024-03'],
  ])('%j is the month %s', (typed, stored) => {
    expect(typedToValue(typed, 'month')).toBe(stored);
  });

  it('13/2024 is no month', () => {
    expect(typedToValue('13/2024', 'month')).toBe('13/2024');
  });

  it('shows a stored value the US way, anything else as it is', () => {
    expect(valueToText('2024-03-27', 'day')).toBe('03/27/2024');
    expect(valueToText('2024-03', 'month')).toBe('03/2024');
    expect(valueToText('02/30/2024', 'day')).toBe('02/30/2024');
    expect(valueToText('', 'day')).toBe('');
  });
});

describe('calendar model (APG date picker keys)', () => {
  const d = (s: string) => dayjs(s);
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks(d('2024-03-01'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0].slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0][5]?.format('YYYY-MM-DD')).toBe('2024-03-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it.each([
    ['ArrowLeft', false, '2024-03-14'],
    ['ArrowRight', false, '2024-03-16'],
    ['ArrowUp', false, '2024-03-08'],
    ['ArrowDown', false, '2024-03-22'],
    ['Home', false, '2024-03-10'],
    ['End', false, '2024-03-16'],
    ['PageUp', false, '2024-02-15'],
    ['PageDown', true, '2025-03-15'],
  ])('%s (shift %s) from Friday 2024-03-15 goes to %s', (key, shift, expected) => {
    expect(moveDay(d('2024-03-15'), key, shift)?.format('YYYY-MM-DD')).toBe(expected);
  });

  it('ignores other keys', () => {
    expect(moveDay(d('2024-03-15'), 'a')).toBeNull();
    expect(moveMonth(d('2024-03-01'), 'Tab')).toBeNull();
  });

  it.each([
    ['ArrowRight', '2024-04'],
    ['ArrowDown', '2024-06'],
    ['Home', '2024-01'],
    ['End', '2024-03'],
    ['PageDown', '2025-03'],
  ])('month grid: %s from March 2024 goes to %s', (key, expected) => {
    expect(moveMonth(d('2024-03-01'), key)?.format('YYYY-MM')).toBe(expected);
  });

  it('jumps to another month or year keeping the day, or the last one of a shorter month', () => {
    expect(jumpTo(d('2024-01-31'), 2024, 1).format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(jumpTo(d('2024-02-29'), 2023).format('YYYY-MM-DD')).toBe('2023-02-28');
  });

  it('offers the years from 1900 to ten years ahead, newest first', () => {
    const years = yearChoices(d('2024-03-15'), d('2026-01-01'));
    expect(years[0]).toBe(2036);
    expect(years.at(-1)).toBe(1900);
  });
});
