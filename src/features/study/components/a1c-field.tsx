import { useState } from 'react';
import type { QuestionOption } from '@contract/study-questions';
import { a1cUnitOf, convertA1cLimits, type A1cUnit } from '@/shared/widgets/a1c/a1c-math';
import { a1cPlausibilityWarnings, timeZoneOf, A1C_MAX_PAIRS, parseA1c, validateA1c } from '@engine';
import { a1cPlausibilityWarning, A1C_INITIAL_PAIRS } from '@engine/screen';
import { answerOf, type QuestionScope } from './field-context';
import { bound, renderWidget } from './single-option-field';
import { CODECS } from './value-codecs';

/**
 * A1C rows bound to the option: stored in the option's unit (DECISIONS §10), typed in the unit the
 * participant picks; the engine's row messages (in the participant's calendar) and its plausibility
 * warnings are asked in the typed unit so they speak it.
 */
export function A1cField({ scope, option }: { scope: QuestionScope; option: QuestionOption }) {
  const storedUnit = a1cUnitOf(option.metadata);
  const [displayUnit, setDisplayUnit] = useState<A1cUnit>(storedUnit);
  const limits = option.numeric_limits;
  const { now } = scope.flow.context;
  const timeZone = timeZoneOf(scope.flow.context);
  const props = bound(scope, option, CODECS.a1c_dynamic);
  // Row messages and warnings show in the rows; the widget's own lines keep what is not about one row.
  const stored = answerOf(scope.flow.answers, scope.question.id, option.id);
  const rowMessages = validateA1c(parseA1c(stored), limits, now, timeZone).rows.flatMap((r) => [r.value, r.date]);
  const rowWarnings = a1cPlausibilityWarnings(option, stored);
  const errors = [...(scope.state.errors[option.id] ?? [])].filter((e) => !rowMessages.includes(e));
  const warnings = [...(scope.state.warnings[option.id] ?? [])].filter((w) => !rowWarnings.includes(w));
  return renderWidget('a1c_dynamic', {
    ...props,
    error: errors,
    warning: warnings,
    label: option.title ?? '',
    storedUnit,
    storedDecimals: limits?.decimal,
    displayUnit,
    onDisplayUnitChange: setDisplayUnit,
    initialRows: A1C_INITIAL_PAIRS,
    maxRows: A1C_MAX_PAIRS,
    judgeRows: (rows, unit) => validateA1c(rows, convertA1cLimits(limits, storedUnit, unit), now, timeZone).rows,
    rowWarning: a1cPlausibilityWarning,
  });
}
