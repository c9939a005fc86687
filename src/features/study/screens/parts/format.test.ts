import { describe, expect, it } from 'vitest';
import { formatMediumDate } from '@/shared/i18n/format';
import { displayDay } from './format';

describe('displayDay', () => {
  it("writes a contract day as the study pages' medium date", () => {
    expect(displayDay('2025-03-01')).toBe(formatMediumDate(2025, 3, 1));
    expect(displayDay('2024-02-29')).toBe(formatMediumDate(2024, 2, 29));
    expect(displayDay('2025-12-31')).toBe(formatMediumDate(2025, 12, 31));
  });

  it('shows nothing for no day, a day the calendar has not, or text that is no day', () => {
    for (const day of [
      null,
      undefined,
      '',
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '03/01/2025',
      '2025-03-01T10:00:00Z',
    ])
      expect(displayDay(day)).toBeNull();
  });
});
