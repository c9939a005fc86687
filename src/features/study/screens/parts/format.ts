import dayjs from 'dayjs';
import { formatMediumDate } from '@/shared/i18n/format';

/** Days as the study pages show them: 'Mar 1, 2025' (spec 001 §9 display format, date part), in the page's language. */
export function displayDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = dayjs(day);
  return d.isValid() ? formatMediumDate(d.year(), d.month() + 1, d.date()) : null;
}
