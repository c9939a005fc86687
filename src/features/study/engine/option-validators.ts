import type { ComparisonDataType, OptionValidator, QuestionOption, Widget } from '@contract/study';
import { compareValues, findStoredAnswer, isPresent, timeZoneOf, type ConditionContext } from './conditions';
import { resolveRelativeDate } from './dates';
import { parseDateRange, type AnswerText } from './widget-values';

// A validator states what a valid value satisfies: `value <operator> right value`. When that
// comparison fails its message is shown; `error` blocks the answer, `warning` only tells
// (spec 001 §3, §5). This reading is what gives `skip_if_no_stored_answer` a meaning: without a
// stored answer the comparison is false (so the message shows) unless the validator is skipped.

export type ValidatorAction = 'error' | 'warning';

export interface ValidatorOutcome {
  action: ValidatorAction;
  message: string;
  validator: OptionValidator;
}

export interface OptionValidation {
  errors: string[];
  warnings: string[];
  /** True when an error-level validator failed: the answer may not be saved. */
  blocking: boolean;
}

/** The spec's defaults: action warning, operator ne, skip_if_no_stored_answer true. */
export function withValidatorDefaults(
  v: OptionValidator,
): Required<Pick<OptionValidator, 'action' | 'operator' | 'skip_if_no_stored_answer'>> & OptionValidator {
  return {
    ...v,
    action: v.action ?? 'warning',
    operator: v.operator ?? 'ne',
    skip_if_no_stored_answer: v.skip_if_no_stored_answer ?? true,
  };
}

/** How the option's value compares: dates as dates, month pickers by month, numbers as numbers. */
export function dataTypeForWidget(widget: Widget | null | undefined): ComparisonDataType {
  switch (widget) {
    case 'date':
    case 'date_range':
      return 'date';
    case 'date_short':
      return 'short-date';
    case 'numerical':
    case 'likert_scale':
      return 'integer';
    case 'numerical_float':
      return 'float';
    default:
      return 'string';
  }
}

const SKIP = Symbol('skip');

/** The right value a validator compares with, or SKIP when it cannot be judged. */
function rightValue(v: ReturnType<typeof withValidatorDefaults>, context: ConditionContext): unknown {
  switch (v.r_value_source) {
    case 'static':
      return v.r_value_static ?? null;
    case 'dynamic': {
      const dynamic = (v.r_value_dynamic ?? '').trim();
      // 'birthday' and 'created_at' name the participant's dates; anything else is 'now±n[dmy]'.
      if (dynamic === 'birthday' || dynamic === 'created_at') return context.participant?.[dynamic] ?? SKIP;
      return resolveRelativeDate(dynamic === 'today' ? 'now' : dynamic, context.now, timeZoneOf(context));
    }
    case 'profile_field': {
      const value = v.profile_field ? context.participant?.[v.profile_field] : undefined;
      // A profile field the participant never filled cannot be held against their answer.
      return isPresent(value) ? value : SKIP;
    }
    default: {
      if (v.stored_question_id == null) return SKIP;
      const stored = findStoredAnswer(context.storedAnswers, {
        question_id: v.stored_question_id,
        option_id: v.stored_option_id ?? null,
        study_id: v.stored_study_id ?? null,
      });
      if (stored) return stored.value;
      return v.skip_if_no_stored_answer ? SKIP : null;
    }
  }
}

/**
 * Runs one validator on a value of the given widget; null when it passes or does not apply
 * (empty value, skipped). Date ranges are judged on both their start and their end.
 */
export function evaluateOptionValidator(
  validator: OptionValidator,
  value: AnswerText,
  widget: Widget,
  context: ConditionContext,
): ValidatorOutcome | null {
  if (!isPresent(value)) return null;
  const v = withValidatorDefaults(validator);
  const right = rightValue(v, context);
  if (right === SKIP) return null;
  const lWidget = v.l_option_widget ?? widget;
  const dataType = dataTypeForWidget(lWidget);
  let lefts: unknown[] = [value];
  if (lWidget === 'date_range') {
    const range = parseDateRange(value);
    lefts = range ? [range.start, range.end].filter(isPresent) : [];
  }
  const failed = lefts.some(
    (left) => !compareValues(left, v.operator, right, dataType, context.now, timeZoneOf(context)),
  );
  return failed ? { action: v.action, message: v.message, validator: validator } : null;
}

/** All validators of an option on one value: error messages, warning messages, and whether it blocks. */
export function validateOptionValue(
  option: Pick<QuestionOption, 'widget' | 'option_validators'>,
  value: AnswerText,
  context: ConditionContext,
): OptionValidation {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const validator of option.option_validators ?? []) {
    const outcome = evaluateOptionValidator(validator, value, option.widget, context);
    if (outcome) (outcome.action === 'error' ? errors : warnings).push(outcome.message);
  }
  return { errors, warnings, blocking: errors.length > 0 };
}

/**
 * The latest day (YYYY-MM-DD, or YYYY-MM for a month picker) an option's error validators let a
 * date be, when one says so without reading other answers ("not in the future": `le now`); null
 * otherwise. The date picker offers no year past it: a date of birth offers none after this year.
 */
export function latestAllowedDate(
  option: Pick<QuestionOption, 'widget' | 'option_validators'>,
  context: ConditionContext,
): string | null {
  if (option.widget !== 'date' && option.widget !== 'date_short') return null;
  let latest: string | null = null;
  for (const validator of option.option_validators ?? []) {
    const v = withValidatorDefaults(validator);
    if (v.action !== 'error' || (v.operator !== 'le' && v.operator !== 'lt')) continue;
    if (v.r_value_source !== 'static' && v.r_value_source !== 'dynamic') continue;
    const raw = rightValue(v, context);
    const right = typeof raw === 'string' ? resolveRelativeDate(raw, context.now, timeZoneOf(context)) : raw;
    if (typeof right !== 'string' || !/^\d{4}-\d{2}(-\d{2})?$/.test(right)) continue;
    if (latest === null || right < latest) latest = right;
  }
  return latest;
}
