import { describe, expect, it } from 'vitest';
import { ageInYears, calendarDay, REGISTRY_TIME_ZONE, resolveRelativeDate } from './dates';

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
