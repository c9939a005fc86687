import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldMessageProps } from './field-messages';
import './field.css';

interface FieldOwnProps extends FieldMessageProps {
  label: ReactNode;
  id?: string;
  /** Class on the wrapper (label, control and messages). */
  className?: string;
}

export type TextFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;
export type TextAreaProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A labelled text input; forwards its ref and every input prop, so `{...register('email')}` works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, warning, hint, id, className, type = 'text', 'aria-describedby': own, ...rest },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, warning, hint, id, className }} describedBy={own}>
      {(control) => <input ref={ref} type={type} {...control} {...rest} />}
    </FieldFrame>
  );
});

/** The multi-line sibling of TextField (3 rows by default, spec 001 §9). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, warning, hint, id, className, rows = 3, 'aria-describedby': own, ...rest },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, warning, hint, id, className }} describedBy={own}>
      {(control) => <textarea ref={ref} rows={rows} {...control} {...rest} />}
    </FieldFrame>
  );
});
