import type { NumericLimits, QuestionOption } from '@contract/study';
import { isValidZip } from '@/shared/lib/zip-code';
import { compareDates, isAfterToday, parseDay, parseMonth } from './dates';
import { WIDGET_MESSAGES } from './engine-texts';
import {
  A1C_MAX_PAIRS,
  isA1cPairShape,
  isDateRangeShape,
  metadataList,
  parseAnswerJson,
  parseA1c,
  parseDateRange,
  parseJsonList,
  parseLikert,
  parseMultiselect,
  SELECTED,
  type A1cPair,
  type AnswerText,
} from './widget-values';

// Validity rules of spec 001 §5, one answer at a time. The messages are WIDGET_MESSAGES (engine-texts.ts),
// read when a value is judged, in the reader's language.

export const DEFAULT_FLOAT_DECIMALS = 3;

export { WIDGET_MESSAGES };

export interface Validity {
  valid: boolean;
  message?: string;
}

const VALID: Validity = { valid: true };
const invalid = (message: string): Validity => ({ valid: false, message });

/** Numerical widgets: whole number unless float, decimals (3 by default), limits (spec 001 §5). */
export function validateNumber(raw: string, float: boolean, limits?: NumericLimits | null): Validity {
  const value = raw.trim();
  if (value === '') return VALID;
  if (!float && !/^[+-]?\d+$/.test(value)) return invalid(WIDGET_MESSAGES.wholeNumber);
  if (float) {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value))
      return invalid(value.includes(',') ? WIDGET_MESSAGES.numberComma : WIDGET_MESSAGES.notANumber);
    const decimals = limits?.decimal ?? DEFAULT_FLOAT_DECIMALS;
    const fraction = value.split('.')[1] ?? '';
    if (fraction.length > decimals) return invalid(WIDGET_MESSAGES.decimals(decimals));
  }
  const n = Number(value);
  const from = limits?.value_from ?? null;
  const to = limits?.value_to ?? null;
  if ((from !== null && n < from) || (to !== null && n > to)) {
    if (from !== null && to !== null) return invalid(WIDGET_MESSAGES.range(from, to));
    return invalid(from !== null ? WIDGET_MESSAGES.min(from) : WIDGET_MESSAGES.max(to as number));
  }
  return VALID;
}

/** Zip: the account fields' rule (exactly five digits); empty is judged by `required`. */
export function validateZip(raw: string): Validity {
  return raw.trim() === '' || isValidZip(raw) ? VALID : invalid(WIDGET_MESSAGES.zip);
}

/** A stored date: 'YYYY-MM-DD', or 'YYYY-MM' for a month-year picker; a real one. */
export function validateDate(raw: string, monthOnly = false): Validity {
  if (raw === '') return VALID;
  if (monthOnly) return parseMonth(raw) ? VALID : invalid(WIDGET_MESSAGES.invalidMonth);
  return parseDay(raw) ? VALID : invalid(WIDGET_MESSAGES.invalidDate);
}

/** Date range: both ends required, valid, and the end not before the start. */
export function validateDateRange(value: AnswerText): Validity {
  const parsed = parseAnswerJson(value);
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && !isDateRangeShape(parsed))
    return invalid(WIDGET_MESSAGES.shape);
  const range = parseDateRange(value);
  if (!range || range.start.trim() === '' || range.end.trim() === '') return invalid(WIDGET_MESSAGES.rangeIncomplete);
  const start = parseDay(range.start);
  const end = parseDay(range.end);
  if (!start || !end) return invalid(WIDGET_MESSAGES.invalidDate);
  return compareDates(end, start, 'day') < 0 ? invalid(WIDGET_MESSAGES.invalidRange) : VALID;
}

export interface A1cRowValidity {
  value?: string;
  date?: string;
}

export interface A1cValidity extends Validity {
  rows: A1cRowValidity[];
}

/**
 * A1C: a pair is both value and date or neither (half-filled is invalid); values within limits,
 * integer or float; dates valid and not in the future; at least one complete pair.
 */
export function validateA1c(
  pairs: readonly A1cPair[],
  limits: NumericLimits | null | undefined,
  now: Date,
  timeZone?: string | null,
): A1cValidity {
  let complete = 0;
  const rows = pairs.map((pair): A1cRowValidity => {
    const hasValue = pair.value.trim() !== '';
    const hasDate = pair.date.trim() !== '';
    if (!hasValue && !hasDate) return {};
    const row: A1cRowValidity = {};
    if (!hasValue) row.value = WIDGET_MESSAGES.a1cValueRequired;
    else {
      const number = validateNumber(pair.value, true, limits);
      if (!number.valid) row.value = number.message;
    }
    const date = hasDate ? parseDay(pair.date.trim()) : null;
    if (!hasDate) row.date = WIDGET_MESSAGES.a1cDateRequired;
    else if (!date) row.date = WIDGET_MESSAGES.invalidDate;
    else if (isAfterToday(date, now, 'day', timeZone)) row.date = WIDGET_MESSAGES.futureDate;
    if (!row.value && !row.date) complete += 1;
    return row;
  });
  const rowError = rows.find((r) => r.value || r.date);
  if (rowError) return { valid: false, message: rowError.value ?? rowError.date, rows };
  if (complete === 0) return { valid: false, message: WIDGET_MESSAGES.a1cNoPair, rows };
  return { valid: true, rows };
}

/**
 * Matrix: one value per defined row, each a defined column (its title) or false while the row is
 * unanswered; every row answered. Without defined columns any text names a column.
 */
export function validateMatrix(value: AnswerText, rows: readonly string[], columns: readonly string[] = []): Validity {
  const list = parseJsonList(value) ?? [];
  const isColumn = (v: unknown) => typeof v === 'string' && v !== '' && (columns.length === 0 || columns.includes(v));
  if (list.some((v) => v !== false && !isColumn(v)) || (rows.length > 0 && list.length > rows.length))
    return invalid(WIDGET_MESSAGES.matrixColumns);
  const answered = list.filter(isColumn).length;
  return answered > 0 && answered >= rows.length && answered === list.length
    ? VALID
    : invalid(WIDGET_MESSAGES.matrixRows);
}

/** Likert: an index of one of the scale points. */
export function validateLikert(value: AnswerText, points: number): Validity {
  const index = parseLikert(value);
  return index !== null && (points === 0 || index < points) ? VALID : invalid(WIDGET_MESSAGES.likert);
}

/** Multiselect free text: a list of text tags, at least one. */
export function validateMultiselect(value: AnswerText): Validity {
  const list = parseJsonList(value) ?? [];
  return list.every((t) => typeof t === 'string') && parseMultiselect(value).length > 0 ? VALID : { valid: false };
}

/** A1C: a list of at most 12 `{value, date}` pairs (more are refused, never cut), each judged by validateA1c. */
function validateA1cValue(value: AnswerText, option: QuestionOption, now: Date, timeZone?: string | null): Validity {
  const list = parseJsonList(value) ?? [];
  if (list.length > A1C_MAX_PAIRS) return invalid(WIDGET_MESSAGES.a1cTooMany);
  // Strict pairs: `{value, date}` only. A list without any pair says so in the a1c's own words.
  const pairs = list.filter((item) => item && typeof item === 'object');
  if (pairs.length > 0 && !list.every(isA1cPairShape)) return invalid(WIDGET_MESSAGES.shape);
  return validateA1c(parseA1c(value), option.numeric_limits, now, timeZone);
}

/**
 * The validity of one answer of one option (the option validators are separate, see
 * option-validators). An empty value is valid here: required-ness is the question's business.
 * `timeZone` is the participant's (for "not in the future").
 */
export function validateWidgetValue(
  option: QuestionOption,
  value: AnswerText,
  now: Date,
  timeZone?: string | null,
): Validity {
  if (value === null || value === undefined || value === '') return VALID;
  const raw = value;
  switch (option.widget) {
    case 'numerical':
    case 'numerical_float':
      return validateNumber(raw, option.widget === 'numerical_float', option.numeric_limits);
    case 'zip_code':
      return validateZip(raw);
    case 'date':
      return validateDate(raw);
    case 'date_short':
      return validateDate(raw, true);
    case 'date_range':
      return validateDateRange(value);
    case 'a1c_dynamic':
      return validateA1cValue(value, option, now, timeZone);
    case 'matrix_scale':
      return validateMatrix(value, metadataList(option, 'rows'), metadataList(option, 'columns'));
    case 'likert_scale':
      return validateLikert(value, metadataList(option, 'scale').length);
    case 'multiselect_text':
      return validateMultiselect(value);
    case 'multiselect_item':
    case 'drop_down':
    case 'autocomplete_item':
      // A selection is an answer on one of the question's own options with value 'true'; typed
      // text is matched to an option first (see choices.ts).
      return raw === SELECTED ? VALID : invalid(WIDGET_MESSAGES.notInList);
    case 'radio_with_text':
    case 'option_with_text':
      // Chosen with its text empty ('true'): 'Other (please specify)' needs the text it asks for.
      return raw.trim() === '' || raw === SELECTED ? invalid(WIDGET_MESSAGES.specify) : VALID;
    case 'radio':
    case 'option':
    case 'label':
      // Chosen or not: these options carry no text of their own (the *_with_text ones do).
      return raw === SELECTED ? VALID : invalid(WIDGET_MESSAGES.selectOnly);
    default:
      return VALID;
  }
}
