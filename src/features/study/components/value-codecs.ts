import type { AnswerValue, QuestionOption } from '../../../shared/api/contract/study-questions';
import type { A1cRow } from '../../../shared/widgets/a1c/a1c-widget';
import type { ChoiceWithTextValue } from '../../../shared/widgets/choice-widgets';
import type { DateRangeValue } from '../../../shared/widgets/dates/date-range-widget';
import type { MatrixCell } from '../../../shared/widgets/matrix-widget';
import { withTextValue, isWithTextInputEnabled } from '../engine/choices';
import { isPresent } from '../engine/conditions';
import {
  a1cRowsForEditing,
  metadataList,
  parseA1c,
  parseDateRange,
  parseLikert,
  parseMatrix,
  serializeA1c,
  serializeDateRange,
  serializeMatrix,
} from '../engine/widget-values';

// Stored answer ⇄ widget value, for the widgets of one option. Parsing is the engine's
// (DECISIONS §10: widget-values is the one place that parses); null means "no answer" and clears it.

export interface Codec<V> {
  parse: (value: AnswerValue | undefined, option: QuestionOption) => V;
  serialize: (value: V, option: QuestionOption) => AnswerValue;
}

const text: Codec<string> = {
  parse: (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''),
  serialize: (v) => (v.trim() === '' ? null : v),
};

const checked: Codec<boolean> = {
  parse: (v) => isPresent(v),
  serialize: (v) => (v ? true : null),
};

/**
 * The engine decides unchecked (null), checked without text (true) or with text; the text is kept
 * as typed (the engine trims it, which would swallow the space a participant is typing).
 */
const withText: Codec<ChoiceWithTextValue> = {
  parse: (v) => ({ checked: isWithTextInputEnabled(v), text: typeof v === 'string' ? v : '' }),
  serialize: ({ checked: on, text: typed }) => {
    const value = withTextValue(on, typed);
    return typeof value === 'string' ? typed : value;
  },
};

const dateRange: Codec<DateRangeValue> = {
  parse: (v) => parseDateRange(v) ?? { start: '', end: '' },
  serialize: (v) => (v.start.trim() === '' && v.end.trim() === '' ? null : serializeDateRange(v)),
};

const likert: Codec<number | null> = {
  parse: (v) => parseLikert(v),
  serialize: (v) => v,
};

const matrix: Codec<MatrixCell[]> = {
  parse: (v, option) => parseMatrix(v, metadataList(option, 'rows').length),
  serialize: (v) => (v.every((cell) => cell === false) ? null : serializeMatrix(v)),
};

const label: Codec<true | null> = {
  parse: (v) => (v === true ? true : null),
  serialize: () => true,
};

/** A1C rows: the stored pairs padded to the initial 4; empty rows are dropped when stored. */
const a1c: Codec<A1cRow[]> = {
  parse: (v) => a1cRowsForEditing(parseA1c(v)),
  serialize: (rows) => {
    const stored = serializeA1c(rows);
    return stored === '[]' ? null : stored;
  },
};

export const CODECS = {
  text,
  zip_code: text,
  numerical: text,
  numerical_float: text,
  date: text,
  date_short: text,
  date_range: dateRange,
  likert_scale: likert,
  matrix_scale: matrix,
  label,
  a1c_dynamic: a1c,
  radio: checked,
  option: checked,
  radio_with_text: withText,
  option_with_text: withText,
} as const;

export type CodecWidget = keyof typeof CODECS;
