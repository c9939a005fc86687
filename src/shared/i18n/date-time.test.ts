import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDocumentTime, knownTimeZone, timeZoneName } from './date-time';

describe('formatDateTime, English: the spec’s formats (001 §9)', () => {
  it.each([
    ['2026-03-05T14:07:09.000Z', 'UTC', '3/5/2026 2:07:09 PM'],
    ['2026-03-05T00:00:01.000Z', 'UTC', '3/5/2026 12:00:01 AM'],
    ['2026-12-25T14:07:09.000Z', 'America/New_York', '12/25/2026 9:07:09 AM'],
    ['2026-07-01T03:00:00.000Z', 'America/Los_Angeles', '6/30/2026 8:00:00 PM'],
  ])('signed: %s in %s → %s', (iso, timeZone, text) => {
    expect(formatDateTime(iso, { timeZone, style: 'signed' })).toBe(text);
  });

  it('medium: MMM D, YYYY, h:mm:ss a, with ordinary spaces whatever the ICU build', () => {
    expect(formatDateTime('2026-03-05T14:07:09.000Z', { timeZone: 'UTC' })).toBe('Mar 5, 2026, 2:07:09 PM');
    expect(formatDateTime('2026-12-07T20:19:01.000Z', { timeZone: 'America/Chicago' })).toBe('Dec 7, 2026, 2:19:01 PM');
  });

  it('a zone Intl does not know: the zone the code runs in, never a failure', () => {
    expect(formatDateTime('2026-03-05T14:07:09.000Z', { timeZone: 'Not/AZone', style: 'signed' })).toMatch(
      /^\d{1,2}\/\d{1,2}\/2026 \d{1,2}:07:09 [AP]M$/,
    );
  });
});

describe('formatDateTime, Spanish: the month in words, so no date reads day-first', () => {
  it.each([
    ['2026-12-07T20:19:01.000Z', 'America/New_York', '7 dic 2026, 3:19 p. m.'],
    ['2026-03-05T00:00:01.000Z', 'UTC', '5 mar 2026, 12:00 a. m.'],
    ['2026-05-12T16:05:00.000Z', 'UTC', '12 may 2026, 4:05 p. m.'],
  ])('%s in %s → %s, signed or medium alike', (iso, timeZone, text) => {
    expect(formatDateTime(iso, { timeZone, lang: 'es', style: 'signed' })).toBe(text);
    expect(formatDateTime(iso, { timeZone, lang: 'es', style: 'medium' })).toBe(text);
  });
});

describe('documents name their zone', () => {
  it('in the reader’s language, with the zone’s name at that moment', () => {
    const iso = '2026-12-07T20:19:01.000Z';
    expect(formatDocumentTime(iso, { timeZone: 'America/New_York', style: 'signed' })).toBe(
      '12/7/2026 3:19:01 PM (Eastern Standard Time)',
    );
    expect(timeZoneName('2026-07-07T20:19:01.000Z', 'America/New_York')).toBe('Eastern Daylight Time');
    expect(formatDocumentTime(iso, { timeZone: 'America/New_York', lang: 'es' })).toMatch(
      /^7 dic 2026, 3:19 p\. m\. \(hora .+\)$/,
    );
  });

  it('knows a zone Intl knows, and nothing else', () => {
    expect(knownTimeZone('America/Denver')).toBe('America/Denver');
    expect(knownTimeZone('Not/AZone')).toBeUndefined();
    expect(knownTimeZone(null)).toBeUndefined();
  });
});

it('answers nothing for a date that is not one', () => {
  expect(formatDateTime('soon')).toBe('');
});
