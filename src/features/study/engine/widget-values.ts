import type { AnswerValue, QuestionOption, Widget } from '@contract/study';

// Value shapes of spec 001 §3; every value is text (DECISIONS §10) and this module is the one
// place that reads it. Stored JSON may be malformed (older clients, hand edits): parsing never
// throws, it falls back to an empty value (an a1c falls back to empty rows, spec 001 §8).

/** A stored or draft value: the wire's text, or nothing yet. */
export type AnswerText = AnswerValue | null | undefined;

/** The value of a chosen option (radio, checkbox, dropdown or autocomplete item, label). */
export const SELECTED = 'true';

export interface DateRangeValue {
  start: string;
  end: string;
}

export interface A1cPair {
  value: string;
  date: string;
}

/** Matrix row value: the chosen column, or false while the row is unanswered. */
export type MatrixRowValue = string | number | false;

export const A1C_INITIAL_PAIRS = 4;
export const A1C_MAX_PAIRS = 12;

/** Widgets whose selection unselects the other radios of the same question. */
export const RADIO_WIDGETS: readonly Widget[] = ['radio', 'radio_with_text'];

/** Widgets that need no answer: a label emits true and valid on view. */
export const NON_ANSWER_WIDGETS: readonly Widget[] = ['label'];

function parseJson(value: AnswerText): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The list a JSON text holds, or null when it holds something else (or is not JSON). */
export function parseJsonList(value: AnswerText): unknown[] | null {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed : null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function parseDateRange(value: AnswerText): DateRangeValue | null {
  const parsed = parseJson(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { start, end } = parsed as Record<string, unknown>;
  return { start: text(start), end: text(end) };
}

export function serializeDateRange(range: DateRangeValue): string {
  return JSON.stringify({ start: range.start, end: range.end });
}

/** Multiselect free-text tags: JSON text of an array of strings (an item is chosen with 'true'). */
export function parseMultiselect(value: AnswerText): string[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.map(text).filter((t) => t !== '') : [];
}

export function serializeMultiselect(tags: readonly string[]): string {
  return JSON.stringify(tags);
}

/** Matrix: a JSON array of per-row values; anything unreadable is an unanswered matrix. */
export function parseMatrix(value: AnswerText, rows = 0): MatrixRowValue[] {
  const parsed = parseJson(value);
  const list: MatrixRowValue[] = Array.isArray(parsed)
    ? parsed.map((v) => (typeof v === 'string' || typeof v === 'number' ? v : false))
    : [];
  while (list.length < rows) list.push(false);
  return list;
}

export function serializeMatrix(rows: readonly MatrixRowValue[]): string {
  return JSON.stringify(rows);
}

/** Likert: the index of the chosen scale point ('0', '1', …), or null. */
export function parseLikert(value: AnswerText): number | null {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * Whether `v` is an object with no keys but `keys`, each holding text (or a number where
 * `numeric` names it). Answer shapes are strict: an extra key would be stored and printed.
 */
function isExactRecord(v: unknown, keys: readonly string[], numeric: readonly string[] = []): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  return Object.entries(v).every(
    ([key, field]) =>
      keys.includes(key) && (typeof field === 'string' || (numeric.includes(key) && typeof field === 'number')),
  );
}

/** An a1c pair as stored: `{value, date}` and nothing else (a value may be a number). */
export const isA1cPairShape = (v: unknown): boolean => isExactRecord(v, ['value', 'date'], ['value']);

/** A date range as stored: `{start, end}` texts and nothing else. */
export const isDateRangeShape = (v: unknown): boolean => isExactRecord(v, ['start', 'end']);

/** The parsed JSON of a value (undefined when it is not JSON), for shape checks. */
export function parseAnswerJson(value: AnswerText): unknown {
  return parseJson(value);
}

/** A1C: up to 12 `{value, date}` pairs; malformed JSON gives no rows. */
export function parseA1c(value: AnswerText): A1cPair[] {
  const parsed = parseJson(value);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object')
    .map((p) => ({ value: text(p.value), date: text(p.date) }))
    .slice(0, A1C_MAX_PAIRS);
}

/** The rows an a1c editor shows: the stored pairs, padded with empty ones to the initial 4. */
export function a1cRowsForEditing(pairs: readonly A1cPair[]): A1cPair[] {
  const rows = pairs.slice(0, A1C_MAX_PAIRS).map((p) => ({ ...p }));
  while (rows.length < A1C_INITIAL_PAIRS) rows.push({ value: '', date: '' });
  return rows;
}

/** 'Add More' adds one row up to 12. */
export function canAddA1cRow(rows: readonly A1cPair[]): boolean {
  return rows.length < A1C_MAX_PAIRS;
}

/** Stored form drops the empty rows. */
export function serializeA1c(rows: readonly A1cPair[]): string {
  return JSON.stringify(
    rows
      .filter((r) => r.value.trim() !== '' || r.date.trim() !== '')
      .map((r) => ({ value: r.value.trim(), date: r.date.trim() })),
  );
}

/** Whether an answer value means "answered" for this widget. */
export function isAnswered(widget: Widget, value: AnswerText): boolean {
  if (typeof value !== 'string') return false;
  switch (widget) {
    case 'multiselect_text':
      return parseMultiselect(value).length > 0;
    case 'a1c_dynamic':
      return parseA1c(value).some((p) => p.value.trim() !== '' && p.date.trim() !== '');
    case 'date_range': {
      const range = parseDateRange(value);
      return !!range && range.start !== '' && range.end !== '';
    }
    case 'matrix_scale': {
      const rows = parseMatrix(value);
      return rows.length > 0 && rows.every((r) => r !== false);
    }
    default:
      return value.trim() !== '';
  }
}

/** Matrix rows and columns, Likert scale points: read from option metadata, strings only. */
export function metadataList(option: Pick<QuestionOption, 'metadata'>, key: 'rows' | 'columns' | 'scale'): string[] {
  const list = option.metadata?.[key];
  return Array.isArray(list) ? list.map(text) : [];
}

/**
 * What a matrix's columns show: their translation (`column_labels`, one per column) where the
 * study call answered in another language, else the columns themselves (which are the values).
 */
export function matrixColumnLabels(option: Pick<QuestionOption, 'metadata'>): string[] {
  const columns = metadataList(option, 'columns');
  const labels = option.metadata?.column_labels;
  return Array.isArray(labels) && labels.length === columns.length ? labels.map(text) : columns;
}
