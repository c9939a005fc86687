import dayjs, { type Dayjs } from 'dayjs';

// Date parsing is strict on purpose: dayjs alone accepts '2024-02-31' and rolls it over, which
// would let an impossible answer through validation.

export type Granularity = 'day' | 'month';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const US_MONTH = /^(\d{2})\/(\d{4})$/;
const RELATIVE = /^now(?:([+-])(\d+)([dmy]))?$/;

function build(year: number, month: number, day: number): Dayjs | null {
  const d = dayjs(new Date(year, month - 1, day));
  return d.year() === year && d.month() === month - 1 && d.date() === day ? d : null;
}

/** True for a month-format date ('YYYY-MM' or 'MM/YYYY'), which compares by month (spec 001 §5). */
export function isMonthFormat(value: string): boolean {
  return ISO_MONTH.test(value) || US_MONTH.test(value);
}

/** Parses 'YYYY-MM-DD' (optionally with a time), 'MM/DD/YYYY', 'YYYY-MM' or 'MM/YYYY' to a local day. */
export function parseDate(value: unknown): Dayjs | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value).startOf('day');
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let m = ISO_DAY.exec(text);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]));
  m = US_DAY.exec(text);
  if (m) return build(Number(m[3]), Number(m[1]), Number(m[2]));
  m = ISO_MONTH.exec(text);
  if (m) return build(Number(m[1]), Number(m[2]), 1);
  m = US_MONTH.exec(text);
  if (m) return build(Number(m[2]), Number(m[1]), 1);
  return null;
}

export function formatDay(date: Dayjs | Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

export function isRelativeDate(value: string): boolean {
  return RELATIVE.test(value.trim());
}

/** 'now', 'now+3d', 'now-1m', 'now-18y' → 'YYYY-MM-DD'; anything else is returned unchanged. */
export function resolveRelativeDate(value: string, now: Date): string {
  const m = RELATIVE.exec(value.trim());
  if (!m) return value;
  const base = dayjs(now);
  if (!m[1]) return formatDay(base);
  const amount = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  const unit = m[3] === 'd' ? 'day' : m[3] === 'm' ? 'month' : 'year';
  return formatDay(base.add(amount, unit));
}

/** Whole years from the birthday to now (spec 001 §5); null when the birthday is missing or invalid. */
export function ageInYears(birthday: unknown, now: Date): number | null {
  const born = parseDate(birthday);
  if (!born) return null;
  return dayjs(now).startOf('day').diff(born, 'year');
}

/** -1, 0 or 1 comparing two days at the given granularity. */
export function compareDates(a: Dayjs, b: Dayjs, granularity: Granularity): number {
  const fa = a.format(granularity === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
  const fb = b.format(granularity === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

export function isAfterToday(date: Dayjs, now: Date, granularity: Granularity = 'day'): boolean {
  return compareDates(date, dayjs(now), granularity) > 0;
}
