import { formatMediumDate } from '@/shared/i18n/format';

/**
 * Days as the study pages show them: 'Mar 1, 2025' (spec 001 §9 display format, date part), in the
 * page's language. A day is YYYY-MM-DD (the contract's Day); anything else, or a day the calendar
 * has not (02/30), shows nothing. Read by hand: the intro page is on the survey gadget's way to its
 * first question, which a date library would weigh down.
 */
export function displayDay(day: string | null | undefined): string | null {
  const parts = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!parts) return null;
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return formatMediumDate(year, month, date);
}
