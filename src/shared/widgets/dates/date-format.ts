import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// Typed dates and stored dates. A participant types (or picks) 'MM/DD/YYYY' or 'MM/YYYY'; the
// answer stores 'YYYY-MM-DD' or 'YYYY-MM' (the engine's value shapes). Text that is not a date yet
// is passed on as typed, so that the engine can say 'Invalid date.'.

export type DateGranularity = 'day' | 'month';

export const STORED_FORMAT: Record<DateGranularity, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };
export const DISPLAY_FORMAT: Record<DateGranularity, string> = { day: 'MM/DD/YYYY', month: 'MM/YYYY' };

/** What a participant may type: US order with or without leading zeros, or the stored form. */
const TYPED_FORMATS: Record<DateGranularity, string[]> = {
  day: ['MM/DD/YYYY', 'M/D/YYYY', 'MM/D/YYYY', 'M/DD/YYYY', 'YYYY-MM-DD'],
  month: ['MM/YYYY', 'M/YYYY', 'YYYY-MM'],
};

/** Strict parse of typed or stored text; null when it is no real date (02/30/2024 is none). */
export function parseTyped(text: string, granularity: DateGranularity): Dayjs | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  for (const format of TYPED_FORMATS[granularity]) {
    const parsed = dayjs(trimmed, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

/** The value to store for typed text: the stored form of a real date, else the text itself. */
export function typedToValue(text: string, granularity: DateGranularity): string {
  const parsed = parseTyped(text, granularity);
  return parsed ? parsed.format(STORED_FORMAT[granularity]) : text;
}

/** The text to show for a stored value: 'MM/DD/YYYY' or 'MM/YYYY' for a date, else the value. */
export function valueToText(value: string, granularity: DateGranularity): string {
  const parsed = dayjs(value.trim(), STORED_FORMAT[granularity], true);
  return parsed.isValid() ? parsed.format(DISPLAY_FORMAT[granularity]) : value;
}

/** The stored value as a day, when it is one. */
export function storedDate(value: string, granularity: DateGranularity): Dayjs | null {
  const parsed = dayjs(value.trim(), STORED_FORMAT[granularity], true);
  return parsed.isValid() ? parsed : null;
}

export function toStored(date: Dayjs, granularity: DateGranularity): string {
  return date.format(STORED_FORMAT[granularity]);
}
