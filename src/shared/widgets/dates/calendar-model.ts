import dayjs, { type Dayjs } from 'dayjs';

// The calendar's arithmetic, apart from its markup: the weeks of a month and where each key moves
// the focus (WAI-ARIA APG date picker dialog).

/** Weeks of a month, Sunday first (US); null fills the days of the other months. */
export function monthWeeks(month: Dayjs): (Dayjs | null)[][] {
  const first = month.startOf('month');
  const days: (Dayjs | null)[] = Array.from({ length: first.day() }, () => null);
  for (let d = 0; d < first.daysInMonth(); d += 1) days.push(first.add(d, 'day'));
  while (days.length % 7 !== 0) days.push(null);
  const weeks: (Dayjs | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The day the focus moves to for a key, or null for a key the grid does not handle. */
export function moveDay(day: Dayjs, key: string, shift = false): Dayjs | null {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract(1, 'day');
    case 'ArrowRight':
      return day.add(1, 'day');
    case 'ArrowUp':
      return day.subtract(1, 'week');
    case 'ArrowDown':
      return day.add(1, 'week');
    case 'Home':
      return day.subtract(day.day(), 'day');
    case 'End':
      return day.add(6 - day.day(), 'day');
    case 'PageUp':
      return day.subtract(1, shift ? 'year' : 'month');
    case 'PageDown':
      return day.add(1, shift ? 'year' : 'month');
    default:
      return null;
  }
}

/** Month grid (3 per row): where the focus moves for a key, or null. */
export function moveMonth(month: Dayjs, key: string): Dayjs | null {
  const column = month.month() % 3;
  switch (key) {
    case 'ArrowLeft':
      return month.subtract(1, 'month');
    case 'ArrowRight':
      return month.add(1, 'month');
    case 'ArrowUp':
      return month.subtract(3, 'month');
    case 'ArrowDown':
      return month.add(3, 'month');
    case 'Home':
      return month.subtract(column, 'month');
    case 'End':
      return month.add(2 - column, 'month');
    case 'PageUp':
      return month.subtract(1, 'year');
    case 'PageDown':
      return month.add(1, 'year');
    default:
      return null;
  }
}

/** The same day in another month or year, the last day of it when the month is shorter. */
export function jumpTo(day: Dayjs, year: number, month = day.month()): Dayjs {
  const target = day.startOf('month').year(year).month(month);
  return target.date(Math.min(day.date(), target.daysInMonth()));
}

/**
 * Years offered by the year select: from 1900 to ten years ahead (to `lastYear` when the answer
 * may be no later, e.g. a date of birth), and always the focused one.
 */
export function yearChoices(focus: Dayjs, today: Dayjs = dayjs(), lastYear?: number): number[] {
  const first = Math.min(1900, focus.year());
  const last = Math.max(lastYear ?? today.year() + 10, focus.year());
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}
