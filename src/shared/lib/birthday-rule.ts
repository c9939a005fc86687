// The date-of-birth rule of an account's `birthday`, in one place for the forms and the server:
// a real calendar day, not after today and at most 120 years back (the core study's screening
// question asks the same, from its own validators). Plain TypeScript, no date library. Spanish:
// birthday-rule.es.ts.
import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/lib/birthday-rule', { es: () => import('./birthday-rule.es') });

import { BIRTHDAY_MAX_AGE_YEARS } from './birthday-limit';

export { BIRTHDAY_MAX_AGE_YEARS };

export const BIRTHDAY_MESSAGES = texts('BIRTHDAY_MESSAGES', {
  invalid: 'Enter a valid date of birth.',
  future: 'The date of birth cannot be in the future.',
  tooOld: `The date of birth cannot be more than ${BIRTHDAY_MAX_AGE_YEARS} years ago.`,
} as const);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar day ('YYYY-MM-DD') in a time zone (UTC when none or an unknown one is given). */
export function todayIn(now: Date, timeZone?: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The message for a birthday ('YYYY-MM-DD') that breaks the rule, undefined when it holds. `now` and
 * the participant's time zone say which day is today.
 */
export function birthdayError(value: string, now: Date, timeZone?: string | null): string | undefined {
  if (!isCalendarDay(value)) return BIRTHDAY_MESSAGES.invalid;
  const today = todayIn(now, timeZone);
  if (value > today) return BIRTHDAY_MESSAGES.future;
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTHDAY_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (value < earliest) return BIRTHDAY_MESSAGES.tooOld;
  return undefined;
}
