import type { KeyboardEvent } from 'react';
import { PLACEHOLDERS } from './widget-texts';
import { emission, type WidgetProps } from './types';
import { useShownMessages } from './widget-messages';
import { WidgetField } from './widget-field';

export interface NumberWidgetProps extends WidgetProps<string> {
  /** numerical_float: decimals allowed, arrows step 0.1 (spec 001 §5). */
  float?: boolean;
  /** What the arrow keys add or take away; 1, or 0.1 for a float. */
  step?: number;
  /** Extra classes on the input (the A1C rows size theirs). */
  inputClassName?: string;
}

const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

/** The text after an arrow key: the number plus or minus the step, keeping its decimals. */
export function stepValue(text: string, step: number, direction: 1 | -1): string | null {
  const trimmed = text.trim();
  const current = trimmed === '' ? 0 : Number(trimmed);
  if (!Number.isFinite(current)) return null;
  const decimals = Math.max(decimalsOf(trimmed), decimalsOf(String(step)));
  return (current + direction * step).toFixed(decimals);
}

/**
 * A number typed as text: `inputmode` brings up the right keypad without `type=number`, whose
 * spinner and scroll-wheel changes trouble people. Up and Down arrows step by 1 (0.1 for a float).
 */
export function NumberWidget(props: NumberWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { float, step = float ? 0.1 : 1, inputClassName } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const next = stepValue(value, step, event.key === 'ArrowUp' ? 1 : -1);
    if (next === null) return;
    event.preventDefault();
    onChange(emission(next, judge));
  };
  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} shown={shown} highlight={props.highlight}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={float ? 'decimal' : 'numeric'}
          autoComplete="off"
          className={['registry-field__control', inputClassName ?? 'registry-widget__input--number'].join(' ')}
          value={value}
          placeholder={PLACEHOLDERS.number}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => onChange(emission(event.target.value, judge))}
          onKeyDown={onKeyDown}
          onBlur={touch}
        />
      )}
    </WidgetField>
  );
}

/** numerical_float: decimals allowed, the arrows step 0.1. */
export function FloatWidget(props: NumberWidgetProps) {
  return <NumberWidget {...props} float />;
}
