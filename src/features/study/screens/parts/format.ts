import dayjs from 'dayjs';

/** Days as the study pages show them: 'Mar 1, 2025' (spec 001 §9 display format, date part). */
export function displayDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = dayjs(day);
  return d.isValid() ? d.format('MMM D, YYYY') : null;
}
