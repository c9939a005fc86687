import type { Dayjs } from 'dayjs';
import { intlLocale, monthName } from '../../i18n/format';

// The calendar's names of months and days in the page's language (Intl), read at each render so a
// language switch shows at once. Dates are still typed MM/DD/YYYY in every language.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, date: Date): string {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found.format(date);
}

const utc = (day: Dayjs) => new Date(Date.UTC(day.year(), day.month(), day.date()));

/** 'March 2024' / 'marzo de 2024'. */
export const monthAndYear = (day: Dayjs): string => format({ month: 'long', year: 'numeric' }, utc(day));

/** A day's full name: 'Friday, March 15, 2024' / 'viernes, 15 de marzo de 2024'. */
export const fullDay = (day: Dayjs): string =>
  format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, utc(day));

/** A month's name (`long`) or its abbreviation (`short`), from a day of it. */
export const monthOf = (day: Dayjs, form: 'long' | 'short' = 'long'): string => monthName(day.month() + 1, form);

/** The weekdays, Sunday first (US): two letters for the column heads ('Su' / 'do') and the full name. */
export function weekdayNames(): [short: string, long: string][] {
  // 2024-03-03 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 2, 3 + i));
    return [format({ weekday: 'short' }, date).slice(0, 2), format({ weekday: 'long' }, date)];
  });
}
