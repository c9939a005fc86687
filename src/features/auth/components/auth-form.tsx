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
  /** The form's `handleSubmit(...)` (react-hook-form's, or usePlainForm's on Sign In). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form-level message (a refusal that belongs to no field). */
  error?: string | null;
  submitLabel: ReactNode;
  busy: boolean;
  /** More actions beside the submit button (a link, a secondary button). */
  actions?: ReactNode;
  /**
   * The fields are uncontrolled inputs whose form reads what was typed before it registered them
   * (react-hook-form does, usePlainForm reads the inputs): they take typing from the first paint.
   * Without it they wait for the app (a controlled choice clicked before would show what the form
   * does not hold).
   */
  typingBeforeHydration?: boolean;
  /**
   * False while what the form is filled with is still on its way (the account's details): the
   * submit button waits, busy, so a press cannot judge fields that are about to be filled.
   */
  ready?: boolean;
  children: ReactNode;
}

/**
 * The frame every sign-in form shares: browser validation off (the forms show the spec's
 * messages), the form-level alert first, the fields, then the submit button and its neighbours.
 */
export function AuthForm(props: AuthFormProps) {
  const {
    label,
    onSubmit,
    error,
    submitLabel,
    busy,
    actions,
    typingBeforeHydration = false,
    ready = true,
    children,
  } = props;
  // A pre-rendered form is painted before its code runs: until hydrated it sends nothing (the
  // browser would send it as a GET, the password in the address; a disabled submit button also
  // stops Enter), and its fields take typing only where the app keeps it (typingBeforeHydration).
  const hydrated = useHydrated();
  return (
    <form className="registry-auth__form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <fieldset className="registry-auth__fieldset" disabled={!hydrated && !typingBeforeHydration}>
        <FormAlert>{error}</FormAlert>
        {children}
        <div className="registry-auth__actions">
          <Button type="submit" loading={busy || !ready} disabled={!hydrated || !ready}>
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
