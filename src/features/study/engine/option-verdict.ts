import type { AnswerValue, QuestionOption } from '@contract/study';
import { a1cPlausibilityWarnings } from './a1c-plausibility';
import { timeZoneOf, type ConditionContext } from './conditions';
import { REFUSAL_TEXT } from './engine-texts';
import { validateOptionValue } from './option-validators';
import { validateWidgetValue } from './widget-validity';

/** The engine's verdict on one option's value. */
export interface OptionVerdict {
  /** No error: the value may be saved. */
  valid: boolean;
  /** Errors, in order; a value that is no real answer has its widget's message alone. */
  errors: string[];
  /** Warnings: they tell and never block. */
  warnings: string[];
}

/**
 * Judges one option's value (spec 001 §5): the widget's validity first, in the participant's
 * calendar (`context.participant.timezone`, for "not in the future"); then, for a real value, the
 * option's validators (errors block, warnings tell) and the A1C plausibility warning. The
 * question's state, the widgets' inline messages and the server's answer save all ask this.
 */
export function optionVerdict(
  option: QuestionOption,
  value: AnswerValue | null | undefined,
  context: ConditionContext,
): OptionVerdict {
  const widget = validateWidgetValue(option, value ?? null, context.now, timeZoneOf(context));
  // A value that is no real answer ('02/30/1988') gets its widget's message alone: ranges and
  // plausibility only mean something for a real date or number.
  if (!widget.valid) return { valid: false, errors: [widget.message ?? REFUSAL_TEXT.invalidValue], warnings: [] };
  const validators = validateOptionValue(option, value, context);
  const warnings = [...validators.warnings, ...a1cPlausibilityWarnings(option, value ?? null)];
  return { valid: validators.errors.length === 0, errors: validators.errors, warnings };
}
