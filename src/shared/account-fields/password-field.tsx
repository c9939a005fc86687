import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { FieldFrame } from '../ui/field-messages';
import '../ui/field.css';
import { PASSWORD_FIELD_TEXTS as TEXTS } from './account-field-texts';
import './password-field.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  /** `current-password` on sign-in, `new-password` where a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * A password input with a Show/Hide toggle. A real `type="password"` input with the right
 * `autocomplete`, so password managers fill and save it; paste is never blocked.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, autoComplete, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  // On a pre-rendered page the field takes typing before the app runs; its toggle waits for the app
  // (a press before would be lost).
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className="registry-password">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            {...control}
            {...rest}
          />
          <button
            type="button"
            className="registry-password__toggle"
            aria-pressed={visible}
            aria-controls={control.id}
            disabled={!hydrated}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? TEXTS.hide : TEXTS.show}
            <span className="registry-visually-hidden">{TEXTS.suffix}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
});
