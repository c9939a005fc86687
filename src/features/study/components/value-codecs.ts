import type { QuestionOption, Widget } from '@contract/study-questions';
import type { A1cRow } from '@/shared/widgets/a1c/a1c-widget';
import type { ChoiceWithTextValue } from '@/shared/widgets/choice-widgets';
import type { DateRangeValue } from '@/shared/widgets/dates/date-range-widget';
import type { MatrixCell } from '@/shared/widgets/matrix-widget';
import { withTextValue, isWithTextInputEnabled, a1cRowsForEditing } from '@engine/screen';
import {
  isPresent,
  metadataList,
  parseA1c,
  parseDateRange,
  parseLikert,
  parseMatrix,
  parseMultiselect,
  serializeA1c,
  serializeDateRange,
  serializeMatrix,
  serializeMultiselect,
} from '@engine';

// Stored answer ⇄ widget value, for the widgets of one option. Parsing is the engine's
// (DECISIONS §10: widget-values is the one place that parses; values are text on the wire, 'true'
// for a chosen option); null means "no answer" and clears it.

/** A draft value: the stored text, or null for "no answer". */
export type DraftValue = string | null;

export interface Codec<V> {
  parse: (value: DraftValue | undefined, option: QuestionOption) => V;
  serialize: (value: V, option: QuestionOption) => DraftValue;
}

/** Any codec, whatever its widget value: what the table of every widget's codec is checked against. */
interface AnyCodec {
  parse: (value: DraftValue | undefined, option: QuestionOption) => unknown;
  serialize: (value: never, option: QuestionOption) => DraftValue;
}

/** The text a chosen option (or a viewed label) stores. */
export const CHOSEN = 'true';

const text: Codec<string> = {
  parse: (v) => v ?? '',
  serialize: (v) => (v.trim() === '' ? null : v),
};

const checked: Codec<boolean> = {
  parse: (v) => isPresent(v),
  serialize: (v) => (v ? CHOSEN : null),
};

/**
 * The engine decides unchecked (null), checked without text (true) or with text; the text is kept
 * as typed (the engine trims it, which would swallow the space a participant is typing).
 */
const withText: Codec<ChoiceWithTextValue> = {
  parse: (v) => ({ checked: isWithTextInputEnabled(v), text: v && v !== CHOSEN ? v : '' }),
  serialize: ({ checked: on, text: typed }) => {
    const value = withTextValue(on, typed);
    return value === null || value === CHOSEN ? value : typed;
  },
};

const dateRange: Codec<DateRangeValue> = {
  parse: (v) => parseDateRange(v) ?? { start: '', end: '' },
  serialize: (v) => (v.start.trim() === '' && v.end.trim() === '' ? null : serializeDateRange(v)),
};

const likert: Codec<number | null> = {
  parse: (v) => parseLikert(v ?? null),
  serialize: (v) => (v === null ? null : String(v)),
};

const matrix: Codec<MatrixCell[]> = {
  parse: (v, option) => parseMatrix(v, metadataList(option, 'rows').length),
  serialize: (v) => (v.every((cell) => cell === false) ? null : serializeMatrix(v)),
};

const label: Codec<true | null> = {
  parse: (v) => (v === CHOSEN ? true : null),
  serialize: () => CHOSEN,
};

/** A1C rows: the stored pairs padded to the initial 4; empty rows are dropped when stored. */
const a1c: Codec<A1cRow[]> = {
  parse: (v) => a1cRowsForEditing(parseA1c(v)),
  serialize: (rows) => {
    const stored = serializeA1c(rows);
    return stored === '[]' ? null : stored;
  },
};

/** A multiselect's typed tags (its free-text option): a JSON list of texts; none clears. */
const tags: Codec<string[]> = {
  parse: (v) => parseMultiselect(v ?? null),
  serialize: (v) => (v.length === 0 ? null : serializeMultiselect(v)),
};

/** Every widget's codec: a widget without one is a type error. Items of a list store 'true' when chosen. */
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
  drop_down: checked,
  autocomplete_item: checked,
  autocomplete_text: text,
  multiselect_item: checked,
  multiselect_text: tags,
} as const satisfies Record<Widget, AnyCodec>;

export type CodecWidget = keyof typeof CODECS;
