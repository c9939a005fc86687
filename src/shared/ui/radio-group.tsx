import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessages, messageIds } from './field-messages';
import './field.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value?: string | null;
  onChange?: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Inside a dialog: the option the dialog's focus starts on (the chosen one, else the first). */
  initialFocus?: boolean;
}

/**
 * Native radios in a fieldset: the legend names the group, arrow keys move between options. The
 * group's error describes the group and each radio (a radio is what takes focus, and is read alone).
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  disabled,
  required,
  id,
  className,
  initialFocus = false,
}: RadioGroupProps) {
  const generated = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const groupId = id ?? `registry-radio-${generated}`;
  const ids = messageIds(groupId, { error, hint });
  const focusIndex = initialFocus
    ? Math.max(
        options.findIndex((o) => o.value === value),
        options.findIndex((o) => !o.disabled),
      )
    : -1;
  return (
    <fieldset
      id={groupId}
      className={['registry-fieldset', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(ids.error, ids.hint)}
      disabled={disabled}
    >
      <legend className="registry-fieldset__legend">{legend}</legend>
      {options.map((option, index) => {
        const optionId = `${groupId}-${index}`;
        const optionHintId = option.hint ? `${optionId}-hint` : undefined;
        return (
          <label key={option.value} className="registry-choice" htmlFor={optionId}>
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              onChange={() => onChange?.(option.value)}
              disabled={option.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(ids.error, optionHintId)}
              data-autofocus={index === focusIndex ? '' : undefined}
            />
            <span className="registry-choice__text">
              <span>{option.label}</span>
              {option.hint && (
                <span id={optionHintId} className="registry-field__hint">
                  {option.hint}
                </span>
              )}
            </span>
          </label>
        );
      })}
      <FieldMessages id={groupId} error={error} hint={hint} />
    </fieldset>
  );
}
