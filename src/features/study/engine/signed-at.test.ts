import { describe, expect, it } from 'vitest';
import { formatSignedAt } from './signed-at';

describe('formatSignedAt: M/d/yyyy h:mm:ss a', () => {
  it.each([
    ['2026-03-05T14:07:09.000Z', 'UTC', '3/5/2026 2:07:09 PM'],
    ['2026-03-05T00:00:01.000Z', 'UTC', '3/5/2026 12:00:01 AM'],
    ['2026-12-25T14:07:09.000Z', 'America/New_York', '12/25/2026 9:07:09 AM'],
    ['2026-03-05T14:07:09.000Z', 'Not/AZone', expect.stringMatching(/^\d{1,2}\/\d{1,2}\/2026 \d{1,2}:07:09 [AP]M$/)],
  ])('%s in %s', (iso, zone, text) => {
    expect(formatSignedAt(iso, zone)).toEqual(text);
  });
  it('keeps the order in Spanish, with its day period', () => {
    expect(formatSignedAt('2026-03-05T14:07:09.000Z', 'UTC', 'es')).toBe('3/5/2026 2:07:09 p.m.');
    expect(formatSignedAt('2026-03-05T00:00:01.000Z', 'UTC', 'es')).toBe('3/5/2026 12:00:01 a.m.');
  });
  it('answers nothing for a date that is not one', () => {
    expect(formatSignedAt('soon')).toBe('');
  });
});
