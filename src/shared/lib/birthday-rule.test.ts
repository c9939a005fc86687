import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES, birthdayError, todayIn } from './birthday-rule';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('birthdayError', () => {
  it.each([
    ['2026-06-15', undefined],
    ['1906-06-15', undefined],
    ['1990-02-28', undefined],
    ['2026-06-16', BIRTHDAY_MESSAGES.future],
    ['2099-01-01', BIRTHDAY_MESSAGES.future],
    ['1906-06-14', BIRTHDAY_MESSAGES.tooOld],
    ['1800-01-01', BIRTHDAY_MESSAGES.tooOld],
    ['1990-02-30', BIRTHDAY_MESSAGES.invalid],
    ['1990-13-01', BIRTHDAY_MESSAGES.invalid],
    ['06/15/1990', BIRTHDAY_MESSAGES.invalid],
  ])('%s → %s', (value, message) => {
    expect(birthdayError(value, NOW)).toBe(message);
  });

  it('reads today in the participant’s time zone', () => {
    const lateEvening = new Date('2026-06-16T02:00:00Z');
    expect(todayIn(lateEvening, 'America/Los_Angeles')).toBe('2026-06-15');
    expect(birthdayError('2026-06-16', lateEvening, 'America/Los_Angeles')).toBe(BIRTHDAY_MESSAGES.future);
    expect(birthdayError('2026-06-16', lateEvening)).toBeUndefined();
    expect(todayIn(lateEvening, 'Not/AZone')).toBe('2026-06-16');
  });
});
