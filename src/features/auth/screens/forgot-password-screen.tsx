import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../shared/api/api-context';
import { isApiError } from '../../../shared/api/client/api-error';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { useServerErrors } from '../hooks/use-server-errors';
import { normaliseEmail, validateEmail } from '../model/validators';

export const RESET_LINK_SENT = 'If an account exists for this email, a link to reset the password has been sent. Check your inbox.';

/** Forgot password (`/auth/forgot-password`): step 1 of spec 000 §4 password reset. */
export function ForgotPasswordScreen() {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });
  const { applyServerErrors, formError, setFormError } = useServerErrors(form, ['email']);

  const submit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await requestPasswordReset(client, normaliseEmail(email));
      setSentTo(normaliseEmail(email));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (!applyServerErrors(error)) setFormError(error.detail ?? null);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthLayout title="Forgot password" intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}>
      <FormAlert tone="success">{sentTo && RESET_LINK_SENT}</FormAlert>
      <form className="registry-auth__form" noValidate onSubmit={(e) => void submit(e)} aria-label="Request a password reset link">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          error={form.formState.errors.email?.message}
          {...form.register('email', { validate: (v) => validateEmail(v) ?? true })}
        />
        <div className="registry-auth__actions">
          <Button type="submit" loading={busy}>
            {sentTo ? 'Send the link again' : 'Send reset link'}
          </Button>
        </div>
      </form>
      <p className="registry-auth__links">
        <Link href={paths.login.href()}>Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
