import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale } from '@/shared/i18n/locale';
import { displayDay } from './format';

describe('displayDay', () => {
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it("writes a day as the study pages show it, in the page's language", () => {
    expect(displayDay('2025-03-01')).toBe('Mar 1, 2025');
    activeLocale.value = 'es';
    expect(displayDay('2025-03-01')).toMatch(/^1 mar\.? 2025$/);
  });

  it('shows nothing for no day, a day the calendar has not, or text that is no day', () => {
    for (const day of [null, undefined, '', '2025-02-30', '2025-13-01', '03/01/2025', '2025-03-01T10:00:00Z'])
      expect(displayDay(day)).toBeNull();
  });
});
