import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { Button } from '@/shared/ui/button';
import { AUTH_FORM_TEXTS } from '../model/screen-texts';
import { FormAlert } from './form-alert';

export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form-level message (a refusal that belongs to no field). */
  error?: string | null;
  submitLabel: ReactNode;
  busy: boolean;
  /** More actions beside the submit button (a link, a secondary button). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every sign-in form shares: browser validation off (the forms show the spec's
 * messages), the form-level alert first, the fields, then the submit button and its neighbours.
 */
export function AuthForm({ label, onSubmit, error, submitLabel, busy, actions, children }: AuthFormProps) {
  // A pre-rendered form is painted before its code runs: until hydrated it takes no input, which
  // hydration would reset, and no submit, which the browser would send as a GET with the password.
  const hydrated = useHydrated();
  return (
    <form className="registry-auth__form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <fieldset className="registry-auth__fieldset" disabled={!hydrated}>
        <FormAlert>{error}</FormAlert>
        {children}
        <div className="registry-auth__actions">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {actions}
        </div>
      </fieldset>
    </form>
  );
}

/** The way back from the password screens. */
export function BackToSignIn() {
  return (
    <p className="registry-auth__links">
      <Link href={paths.login.href()}>{AUTH_FORM_TEXTS.backToSignIn}</Link>
    </p>
  );
}
