import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '@/shared/ui/text-field';

export interface CodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
  error?: string;
  hint?: string;
  length?: number;
}

/** Keeps the digits of typed, pasted or autofilled text, up to the code's length. */
export function codeDigits(raw: string, length = 6): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

/**
 * One field for the whole one-time code (not one box per digit): `autocomplete="one-time-code"`
 * lets phones offer the code from the message, and paste works as anywhere else.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { label, length = 6, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${length}}`}
      maxLength={length + 8}
      spellCheck={false}
      className="registry-auth__code-field"
      {...rest}
    />
  );
});
