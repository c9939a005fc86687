import { useState } from 'react';
import type { QuestionOption } from '../../../shared/api/contract/study-questions';
import {
  A1C_UNIT_SYMBOL,
  a1cUnitOf,
  convertA1cLimits,
  isImplausibleA1cText,
  plausibleRange,
  type A1cUnit,
} from '../../../shared/widgets/a1c/a1c-math';
import { WIDGET_TEXT } from '../../../shared/widgets/widget-texts';
import { A1C_INITIAL_PAIRS, A1C_MAX_PAIRS, parseA1c } from '../engine/widget-values';
import { validateA1c } from '../engine/widget-validity';
import { answerOf } from './answer-edits';
import type { QuestionScope } from './field-context';
import { bound, renderWidget } from './single-option-field';
import { CODECS } from './value-codecs';

/** The soft plausibility warning for a typed value (4–15 %), in the unit it was typed in. */
export function a1cRowWarning(text: string, unit: A1cUnit): string | undefined {
  if (!isImplausibleA1cText(text, unit)) return undefined;
  const range = plausibleRange(unit);
  return WIDGET_TEXT.a1cPlausibility(range.from, range.to, A1C_UNIT_SYMBOL[unit]);
}

/**
 * A1C rows bound to the option: stored in the option's unit (DECISIONS §10), typed in the unit the
 * participant picks; the engine's row messages are asked in the typed unit so they speak it.
 */
export function A1cField({ scope, option }: { scope: QuestionScope; option: QuestionOption }) {
  const storedUnit = a1cUnitOf(option.metadata);
  const [displayUnit, setDisplayUnit] = useState<A1cUnit>(storedUnit);
  const limits = option.numeric_limits;
  const now = scope.flow.context.now;
  const props = bound(scope, option, CODECS.a1c_dynamic);
  // Row messages show in the rows; the widget's own line keeps what is not about one row.
  const stored = answerOf(scope.flow.answers, scope.question.id, option.id);
  const rowMessages = validateA1c(parseA1c(stored), limits, now).rows.flatMap((r) => [r.value, r.date]);
  const errors = [...(scope.state.errors[option.id] ?? [])].filter((e) => !rowMessages.includes(e));
  return renderWidget('a1c_dynamic', {
    ...props,
    error: errors,
    label: option.title ?? '',
    storedUnit,
    storedDecimals: limits?.decimal,
    displayUnit,
    onDisplayUnitChange: setDisplayUnit,
    initialRows: A1C_INITIAL_PAIRS,
    maxRows: A1C_MAX_PAIRS,
    judgeRows: (rows, unit) => validateA1c(rows, convertA1cLimits(limits, storedUnit, unit), now).rows,
    rowWarning: a1cRowWarning,
  });
}
