import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { EMAIL_FIELD_TEXTS } from './account-field-texts';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: TextFieldProps['label'] };

/**
 * The participant's own e-mail address: `autocomplete="email"` for password managers and
 * autofill, the e-mail keyboard on phones, no spelling fixes or capitals added by the browser.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { label = EMAIL_FIELD_TEXTS.label, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      {...rest}
    />
  );
});
