import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldMessageProps } from './field-messages';
import './field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldMessageProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: ReactNode;
  options: readonly SelectOption[];
  id?: string;
  className?: string;
  /** A first, empty option (value "") shown while nothing is chosen. */
  placeholder?: string;
}

/** A labelled native select (native so that it works with every screen reader and on phones). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, warning, hint, id, className, placeholder, 'aria-describedby': own, ...rest },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, warning, hint, id, className }} describedBy={own}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
