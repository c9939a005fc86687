// The engine's dates are plain calendar days (year, month, day numbers): every rule compares whole
// days or months in the participant's calendar, so no time or zone belongs in them, and the survey's
// first load does not carry a date library for it. Parsing is strict on purpose: '2024-02-31' is not
// rolled over to March, which would let an impossible answer through validation.

export type Granularity = 'day' | 'month';

/** A day of the calendar: the month counts from 1. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const US_MONTH = /^(\d{2})\/(\d{4})$/;
const RELATIVE = /^now(?:([+-])(\d+)([dmy]))?$/;

// setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function daysInMonth(year: number, month: number): number {
  return utcDate(year, month, 0).getUTCDate();
}

// Years below 100 are refused: a four-digit '0050' is a typing slip, not a birthday in antiquity.
function build(year: number, month: number, day: number): CalendarDate | null {
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True for a month-format date ('YYYY-MM' or 'MM/YYYY'), which compares by month (spec 001 §5). */
export function isMonthFormat(value: string): boolean {
  return ISO_MONTH.test(value) || US_MONTH.test(value);
}

/** Parses 'YYYY-MM-DD' (optionally with a time), 'MM/DD/YYYY', 'YYYY-MM' or 'MM/YYYY' to a local day. */
export function parseDate(value: unknown): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
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
export function parseDay(value: string): CalendarDate | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDate(value) : null;
}

/** A stored month (month-year pickers): exactly 'YYYY-MM'. */
export function parseMonth(value: string): CalendarDate | null {
  return ISO_MONTH.test(value) ? parseDate(value) : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' (a Date is read as the local day it falls on). */
export function formatDay(date: CalendarDate | Date): string {
  const d = date instanceof Date ? parseDate(date) : date;
  return d ? `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}` : 'Invalid Date';
}

/**
 * Days, months or years later (earlier when negative). A month or year later keeps the day of the
 * month where that month has it and takes its last day otherwise: 31 January + 1 month is 28 or 29
 * February, and 29 February + 1 year is 28 February.
 */
export function addToDate(date: CalendarDate, amount: number, unit: 'day' | 'month' | 'year'): CalendarDate {
  if (unit === 'day') {
    const d = utcDate(date.year, date.month - 1, date.day + amount);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  const months = date.year * 12 + date.month - 1 + (unit === 'month' ? amount : amount * 12);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
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
export function today(now: Date, timeZone?: string | null): CalendarDate {
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
  return formatDay(addToDate(base, amount, unit));
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
  const beforeBirthday = month < born.month || (month === born.month && day < born.day);
  return year - born.year - (beforeBirthday ? 1 : 0);
}

/** -1, 0 or 1 comparing two days at the given granularity. */
export function compareDates(a: CalendarDate, b: CalendarDate, granularity: Granularity): number {
  const difference = a.year - b.year || a.month - b.month || (granularity === 'day' ? a.day - b.day : 0);
  return Math.sign(difference);
}

export function isAfterToday(
  date: CalendarDate,
  now: Date,
  granularity: Granularity = 'day',
  timeZone?: string | null,
): boolean {
  return compareDates(date, today(now, timeZone), granularity) > 0;
}
