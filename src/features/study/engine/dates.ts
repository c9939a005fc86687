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

/**
 * A stored day: exactly 'YYYY-MM-DD' and a real date. Values on the wire have one spelling
 * (spec 001 §5 "dates formatted YYYY-MM-DD"); other spellings are for reading rules and input.
 */
export function parseDay(value: string): Dayjs | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : null;
}

/** A stored month (month-year pickers): exactly 'YYYY-MM'. */
export function parseMonth(value: string): Dayjs | null {
  return ISO_MONTH.test(value) ? parseDate(value) : null;
}

export function formatDay(date: Dayjs | Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

/**
 * The registry's home time zone: the calendar of a participant whose profile names no (valid) time
 * zone. One fixed zone, not the machine's, so the server and every browser agree on "today".
 */
export const REGISTRY_TIME_ZONE = 'America/New_York';

// Building an Intl.DateTimeFormat costs far more than using one (it was 3.6 % of the server's CPU
// time per answer save), so one is kept per time zone; an unknown zone throws and is not kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

function dayIn(now: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The participant's calendar day at `now`, as 'YYYY-MM-DD': the day in their profile's time zone
 * (the registry's when it has none). "Today" for ages, relative dates and not-in-the-future rules
 * is this day on both sides, whatever zone the server or the browser runs in.
 */
export function calendarDay(now: Date, timeZone?: string | null): string {
  if (timeZone) {
    try {
      return dayIn(now, timeZone);
    } catch {
      // An unknown zone name falls back to the registry's calendar.
    }
  }
  return dayIn(now, REGISTRY_TIME_ZONE);
}

/** Today in the participant's calendar as a local day (see calendarDay). */
export function today(now: Date, timeZone?: string | null): Dayjs {
  return parseDate(calendarDay(now, timeZone))!;
}

export function isRelativeDate(value: string): boolean {
  return RELATIVE.test(value.trim());
}

/** 'now', 'now+3d', 'now-1m', 'now-18y' → 'YYYY-MM-DD' from the participant's today; other text unchanged. */
export function resolveRelativeDate(value: string, now: Date, timeZone?: string | null): string {
  const m = RELATIVE.exec(value.trim());
  if (!m) return value;
  const base = today(now, timeZone);
  if (!m[1]) return formatDay(base);
  const amount = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  const unit = m[3] === 'd' ? 'day' : m[3] === 'm' ? 'month' : 'year';
  return formatDay(base.add(amount, unit));
}

/**
 * Age (spec 001 §5 "whole years from birthday"): the birthdays passed in the participant's
 * calendar, compared as year, month and day numbers, so no time zone can shift it. Both the
 * conditions and the server's profile `age_years` use this one function. Someone born on 29
 * February turns a year older on 1 March in other years. Null without a readable birthday.
 */
export function ageInYears(birthday: unknown, now: Date, timeZone?: string | null): number | null {
  const born = parseDate(birthday);
  if (!born) return null;
  const [year, month, day] = calendarDay(now, timeZone).split('-').map(Number);
  const beforeBirthday = month < born.month() + 1 || (month === born.month() + 1 && day < born.date());
  return year - born.year() - (beforeBirthday ? 1 : 0);
}

/** -1, 0 or 1 comparing two days at the given granularity. */
export function compareDates(a: Dayjs, b: Dayjs, granularity: Granularity): number {
  const fa = a.format(granularity === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
  const fb = b.format(granularity === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

export function isAfterToday(
  date: Dayjs,
  now: Date,
  granularity: Granularity = 'day',
  timeZone?: string | null,
): boolean {
  return compareDates(date, today(now, timeZone), granularity) > 0;
}
