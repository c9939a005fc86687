import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages, useFieldIds, type FieldMessageProps } from './field-messages';
import './field.css';

export interface CheckboxProps
  extends Omit<FieldMessageProps, 'warning'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  id?: string;
  className?: string;
}

/** A labelled checkbox; the whole label is the click target. Forwards its ref for react-hook-form. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, hint, id, className, 'aria-describedby': own, ...rest },
  ref,
) {
  const f = useFieldIds(id, { error, hint }, own);
  return (
    <div className={['registry-field', className].filter(Boolean).join(' ')}>
      <label className="registry-choice" htmlFor={f.controlId}>
        <input
          ref={ref}
          id={f.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={f.describedBy}
          {...rest}
        />
        <span className="registry-choice__text">{label}</span>
      </label>
      <FieldMessages id={f.controlId} error={error} hint={hint} />
    </div>
  );
});
