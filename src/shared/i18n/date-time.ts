import type { Locale } from './locale';

// The times a participant reads (when a consent was signed, when answers were submitted), written
// once for the screens and the server's documents, so a time reads the same on both.
// - The zone is the participant's: the profile's time zone, else the one the reader's browser is in
//   (the screens pass none; the server is told the browser's with the document request).
// - English keeps spec 001 §9's formats: the signed consent's M/d/yyyy h:mm:ss a, the submitted
//   procedure's MMM D, YYYY, h:mm:ss a.
// - Spanish writes the month in words ("7 dic 2026, 3:19 p. m."): "12/7/2026" reads as 12 July to a
//   Spanish reader. The day period is "a. m." / "p. m." whatever the ICU build says.
// Each piece is taken from Intl's parts and joined here, so no ICU version's spaces (U+202F before
// "PM") or punctuation ("dic.") reach a document.

/** `signed`: the signed consent's M/d/yyyy h:mm:ss a; `medium`: a submitted procedure's MMM D, YYYY, h:mm:ss a. */
export type DateTimeStyle = 'signed' | 'medium';

export interface DateTimeOptions {
  /** An IANA zone; none (or one Intl does not know): the zone the code runs in. */
  timeZone?: string | null;
  lang?: Locale;
  style?: DateTimeStyle;
}

/** The zone the browser (or process) runs in, when Intl says. */
export function browserTimeZone(): string | undefined {
  try {
    return knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return undefined;
  }
}

/** `zone` when Intl knows it, else undefined. */
export function knownTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function partsOf(date: Date, locale: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat(locale, { ...options, timeZone }).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/** A time as the participant reads it; '' for a text that is no date. */
export function formatDateTime(iso: string, { timeZone, lang = 'en', style = 'medium' }: DateTimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = knownTimeZone(timeZone);
  const clock = partsOf(date, 'en-US', zone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const hours = Number(clock('hour')) % 24;
  const hour12 = hours % 12 || 12;
  const pm = hours >= 12;
  if (lang === 'es') {
    const month = partsOf(date, 'es-US', zone, { month: 'short' })('month').replace(/\.$/, '');
    return `${clock('day')} ${month} ${clock('year')}, ${hour12}:${clock('minute')} ${pm ? 'p. m.' : 'a. m.'}`;
  }
  const time = `${hour12}:${clock('minute')}:${clock('second')} ${pm ? 'PM' : 'AM'}`;
  if (style === 'signed') return `${clock('month')}/${clock('day')}/${clock('year')} ${time}`;
  const month = partsOf(date, 'en-US', zone, { month: 'short' })('month');
  return `${month} ${clock('day')}, ${clock('year')}, ${time}`;
}

/** The zone's name at that time, for a document to say which clock its times are on ("Eastern Standard Time"). */
export function timeZoneName(iso: string, timeZone: string, lang: Locale = 'en'): string {
  const date = new Date(iso);
  const zone = knownTimeZone(timeZone);
  if (Number.isNaN(date.getTime()) || !zone) return timeZone;
  return partsOf(date, lang === 'es' ? 'es-US' : 'en-US', zone, { timeZoneName: 'long' })('timeZoneName') || zone;
}

/** A time with its zone named, as documents print it: "12/7/2026 3:19:01 PM (Eastern Standard Time)". */
export function formatDocumentTime(iso: string, options: DateTimeOptions & { timeZone: string }): string {
  const when = formatDateTime(iso, options);
  return when && `${when} (${timeZoneName(iso, options.timeZone, options.lang)})`;
}
