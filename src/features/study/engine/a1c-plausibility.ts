import type { QuestionOption } from '@contract/study';
import {
  A1C_NUMBER,
  A1C_UNIT_SYMBOL,
  a1cUnitOf,
  convertA1c,
  formatA1c,
  type A1cUnit,
} from '@/shared/widgets/a1c/a1c-math';
import { A1C_TEXT } from './engine-texts';
import { parseA1c, type AnswerText } from './widget-values';

// A1C plausibility (DECISIONS §10): a result outside the usual 4–15 % gets a warning that asks to
// check it and never blocks. The unit math is shared with the widget; the verdict is the engine's.

/** Usual A1C results, in %. */
export const PLAUSIBLE_PERCENT = { from: 4, to: 15 } as const;

/** The warning's words, in the language texts are read in when it is called. */
export const A1C_PLAUSIBILITY_MESSAGE = (from: number, to: number, unit: string): string =>
  A1C_TEXT.plausibility(from, to, unit);

/** Whether a value (in `unit`) lies within the usual 4–15 %. */
export function isPlausibleA1c(value: number, unit: A1cUnit): boolean {
  const percent = convertA1c(value, unit, 'percent');
  return percent >= PLAUSIBLE_PERCENT.from && percent <= PLAUSIBLE_PERCENT.to;
}

/** The usual range in a unit, rounded for reading (4–15 %, 20–140 mmol/mol). */
export function plausibleRange(unit: A1cUnit): { from: number; to: number } {
  const decimals = unit === 'percent' ? 1 : 0;
  return {
    from: Number(formatA1c(convertA1c(PLAUSIBLE_PERCENT.from, 'percent', unit), decimals)),
    to: Number(formatA1c(convertA1c(PLAUSIBLE_PERCENT.to, 'percent', unit), decimals)),
  };
}

/** The warning for typed text in `unit`: only a number outside the usual range has one. */
export function a1cPlausibilityWarning(text: string, unit: A1cUnit): string | undefined {
  const trimmed = text.trim();
  if (!A1C_NUMBER.test(trimmed) || isPlausibleA1c(Number(trimmed), unit)) return undefined;
  const range = plausibleRange(unit);
  return A1C_PLAUSIBILITY_MESSAGE(range.from, range.to, A1C_UNIT_SYMBOL[unit]);
}

/** The warnings of a stored A1C answer, in the option's unit (one per wording); other widgets: none. */
export function a1cPlausibilityWarnings(
  option: Pick<QuestionOption, 'widget' | 'metadata'>,
  value: AnswerText,
): string[] {
  if (option.widget !== 'a1c_dynamic') return [];
  const unit = a1cUnitOf(option.metadata);
  const warnings = parseA1c(value).map((pair) => a1cPlausibilityWarning(pair.value, unit));
  return [...new Set(warnings.filter((w): w is string => w !== undefined))];
}
