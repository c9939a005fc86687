import { describe, expect, it } from 'vitest';
import {
  addToDate,
  ageInYears,
  calendarDay,
  compareDates,
  formatDay,
  parseDate,
  REGISTRY_TIME_ZONE,
  resolveRelativeDate,
} from './dates';

// "Today" is a day in the participant's calendar (their profile time zone, the registry's when
// they have none), so the server in UTC and a browser anywhere give the same age and dates.

// 02:00 UTC on 16 June 2026 is still 15 June in the United States.
const lateEveningInTheUs = new Date('2026-06-16T02:00:00Z');

describe('the participant calendar', () => {
  it.each([
    ['America/Los_Angeles', '2026-06-15'],
    ['America/New_York', '2026-06-15'],
    ['Europe/Berlin', '2026-06-16'],
    [null, '2026-06-15'],
    ['Not/AZone', '2026-06-15'],
  ])('001 §5 dates: today in %s is %s', (zone, day) => {
    expect(calendarDay(lateEveningInTheUs, zone)).toBe(day);
  });

  it('001 §5 dates: without a time zone the registry calendar applies, not the machine one', () => {
    expect(calendarDay(lateEveningInTheUs)).toBe(calendarDay(lateEveningInTheUs, REGISTRY_TIME_ZONE));
  });

  it("001 §5 relative dates: now-18y counts from the participant's today", () => {
    expect(resolveRelativeDate('now-18y', lateEveningInTheUs, 'America/Chicago')).toBe('2008-06-15');
    expect(resolveRelativeDate('now-18y', lateEveningInTheUs, 'Asia/Tokyo')).toBe('2008-06-16');
  });
});

describe('age in whole years (001 §5, one function for conditions and the profile)', () => {
  it.each([
    [
      "001 §5 age: the evening before the 18th birthday, in the participant's zone, is 17",
      '2008-06-16',
      'America/Los_Angeles',
      17,
    ],
    ['001 §5 age: the same instant is the birthday in Berlin', '2008-06-16', 'Europe/Berlin', 18],
    ['001 §5 age: on the birthday', '2008-06-15', 'America/New_York', 18],
    ['001 §5 age: born 29 February, the day before 1 March', '2008-02-29', null, 18],
    ['001 §5 age: a US-format birthday', '06/16/2008', 'America/Denver', 17],
    ['001 §5 age: no birthday', null, null, null],
    ['001 §5 age: an impossible birthday', '2008-02-30', null, null],
  ])('%s', (_name, birthday, zone, age) => {
    expect(ageInYears(birthday, lateEveningInTheUs, zone)).toBe(age);
  });

  it('001 §5 age: 29 February birthdays count on 1 March in common years', () => {
    expect(ageInYears('2008-02-29', new Date('2026-02-28T17:00:00Z'), 'America/New_York')).toBe(17);
    expect(ageInYears('2008-02-29', new Date('2026-03-01T17:00:00Z'), 'America/New_York')).toBe(18);
  });
});

describe('calendar arithmetic without a date library', () => {
  const day = (text: string) => parseDate(text)!;
  it.each([
    ['2024-01-31', 1, 'month', '2024-02-29'],
    ['2023-01-31', 1, 'month', '2023-02-28'],
    ['2024-03-31', -1, 'month', '2024-02-29'],
    ['2024-02-29', 1, 'year', '2025-02-28'],
    ['2024-02-29', -18, 'year', '2006-02-28'],
    ['2024-12-31', 1, 'day', '2025-01-01'],
    ['2024-03-01', -1, 'day', '2024-02-29'],
    ['2024-01-15', -13, 'month', '2022-12-15'],
    ['2026-06-15', 400, 'day', '2027-07-20'],
    ['2026-06-15', -2000, 'year', '0026-06-15'],
  ] as const)('%s %s %s is %s', (start, amount, unit, expected) => {
    expect(formatDay(addToDate(day(start), amount, unit))).toBe(expected);
  });

  it('compares by day, or by month ignoring the day', () => {
    expect(compareDates(day('2024-02-01'), day('2024-02-29'), 'day')).toBe(-1);
    expect(compareDates(day('2024-02-01'), day('2024-02-29'), 'month')).toBe(0);
    expect(compareDates(day('2025-01-01'), day('2024-12-31'), 'month')).toBe(1);
    expect(compareDates(day('2024-12-31'), day('2024-12-31'), 'day')).toBe(0);
  });

  it('refuses days a month does not have, and years below 100', () => {
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-04-31')).toBeNull();
    expect(parseDate('2100-02-29')).toBeNull();
    expect(parseDate('2000-02-29')).not.toBeNull();
    expect(parseDate('0050-01-01')).toBeNull();
  });

  it('relative dates keep the end-of-month rule: now-1m on 31 March is the end of February', () => {
    const lastOfMarch = new Date('2026-03-31T16:00:00Z');
    expect(resolveRelativeDate('now-1m', lastOfMarch, 'America/New_York')).toBe('2026-02-28');
    expect(resolveRelativeDate('now+3d', lastOfMarch, 'America/New_York')).toBe('2026-04-03');
  });
});
