import type { Answer, Question, QuestionOption } from '@contract/study';
import { a1cUnitOf } from '@/shared/widgets/a1c/a1c-math';
import { chosenColumn } from '@/shared/widgets/matrix-cells';
import { parseDay, parseMonth } from './dates';
import { READABLE_TEXT } from './engine-texts';
import {
  matrixColumnLabels,
  metadataList,
  parseA1c,
  parseDateRange,
  parseLikert,
  parseMatrix,
  parseMultiselect,
  SELECTED,
  type AnswerText,
} from './widget-values';

// A stored answer as the participant saw it when they chose it: option and scale titles instead of
// 'true' and indexes, each matrix statement with its column, dates as typed (MM/DD/YYYY, MM/YYYY),
// A1C results in the study's unit, the text of an "other" option after its title. The review
// screen's document, the HTML answers document and the PDF all print these lines.

/** One line of a readable answer. */
export interface ReadableLine {
  /**
   * What the value answers, printed before it: the field's title ('Height (inches)'), a matrix
   * statement, the title of an "other" option. Null for a chosen option, whose title is the answer.
   */
  label: string | null;
  /** The value as the participant saw it; several for a multi-select or A1C results (a list). */
  values: string[];
}

export { READABLE_TEXT } from './engine-texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored day 'YYYY-MM-DD' as entered: 'MM/DD/YYYY' (anything else as stored). */
export function readableDay(value: string): string {
  const d = parseDay(value.trim());
  return d ? `${pad(d.month)}/${pad(d.day)}/${d.year}` : value.trim();
}

/** A stored month 'YYYY-MM' as entered: 'MM/YYYY'. */
export function readableMonth(value: string): string {
  const d = parseMonth(value.trim());
  return d ? `${pad(d.month)}/${d.year}` : value.trim();
}

const titleOf = (option: QuestionOption) => option.title?.trim() ?? '';
const labelOf = (option: QuestionOption) => titleOf(option) || null;
const single = (option: QuestionOption, value: string): ReadableLine[] =>
  value.trim() === '' ? [] : [{ label: labelOf(option), values: [value.trim()] }];
const chosen = (option: QuestionOption): ReadableLine[] => [{ label: null, values: [titleOf(option)] }];

/** The lines of one option's stored value (multi-select options are gathered by the caller). */
function optionLines(option: QuestionOption, value: string): ReadableLine[] {
  switch (option.widget) {
    case 'radio':
    case 'option':
    case 'drop_down':
    case 'autocomplete_item':
    case 'multiselect_item':
      return chosen(option);
    case 'radio_with_text':
    case 'option_with_text':
      return value === SELECTED ? chosen(option) : single(option, value);
    case 'autocomplete_text':
    case 'text':
    case 'zip_code':
    case 'numerical':
    case 'numerical_float':
      return single(option, value);
    case 'label':
      return [];
    case 'date':
      return single(option, readableDay(value));
    case 'date_short':
      return single(option, readableMonth(value));
    case 'date_range': {
      const range = parseDateRange(value);
      if (!range) return single(option, value);
      return single(option, READABLE_TEXT.range(readableDay(range.start), readableDay(range.end)));
    }
    case 'likert_scale': {
      const index = parseLikert(value);
      const scale = metadataList(option, 'scale');
      return single(option, index !== null && index < scale.length ? scale[index] : value);
    }
    case 'matrix_scale': {
      const rows = metadataList(option, 'rows');
      const columns = metadataList(option, 'columns');
      const labels = matrixColumnLabels(option);
      return parseMatrix(value, rows.length).flatMap((cell, r): ReadableLine[] => {
        if (cell === false) return [];
        const column = chosenColumn(cell, columns);
        return [{ label: rows[r] ?? null, values: [column >= 0 ? labels[column] : String(cell)] }];
      });
    }
    case 'a1c_dynamic': {
      const unit = a1cUnitOf(option.metadata);
      const results = parseA1c(value)
        .filter((p) => p.value.trim() !== '')
        .map((p) => READABLE_TEXT.a1cResult(p.value.trim(), unit, p.date.trim() ? readableDay(p.date) : ''));
      return results.length ? [{ label: labelOf(option), values: results }] : [];
    }
    default:
      return single(option, value);
  }
}

const isMultiselect = (option: QuestionOption) =>
  option.widget === 'multiselect_item' || option.widget === 'multiselect_text';

/**
 * A question's stored answers as the participant saw them, in the order of its options. `answers`
 * are the answers of this question; an answer naming no option of it, or an empty value, is left
 * out. A multi-select reads as one list: the chosen items, then the typed ones.
 */
export function readableAnswer(
  question: Pick<Question, 'options'>,
  answers: ReadonlyArray<Pick<Answer, 'question_option'> & { value: AnswerText }>,
): ReadableLine[] {
  const valueOf = (option: QuestionOption) => answers.find((a) => a.question_option === option.id)?.value;
  const options = [...question.options].sort((a, b) => a.order - b.order);
  const lines: ReadableLine[] = [];
  let multiselect: ReadableLine | null = null;
  for (const option of options) {
    const value = valueOf(option);
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (isMultiselect(option)) {
      const tags = option.widget === 'multiselect_item' ? [titleOf(option)] : parseMultiselect(value);
      if (!multiselect) lines.push((multiselect = { label: null, values: [] }));
      multiselect.values.push(...tags);
      continue;
    }
    lines.push(...optionLines(option, value));
  }
  return lines.filter((line) => line.values.length > 0 && line.values.some((v) => v !== ''));
}

/** A line as one run of text, for a plain-text renderer: 'Label: value' (a list joined by commas). */
export function readableLineText(line: ReadableLine): string {
  const values = line.values.join(', ');
  return line.label ? `${line.label}: ${values}` : values;
}
