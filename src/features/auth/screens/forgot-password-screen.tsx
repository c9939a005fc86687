import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiClient } from '../../../shared/api/api-context';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthForm, BackToSignIn } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../../../shared/account-fields/email-field';
import { FormAlert } from '../components/form-alert';
import { useServerErrors } from '../../../shared/forms/use-server-errors';
import { useSubmit } from '../../../shared/forms/use-submit';
import { normaliseEmail, validateEmail } from '../../../shared/account-fields/validators';

export const RESET_LINK_SENT =
  'If an account exists for this email, a link to reset the password has been sent. Check your inbox.';

/** Forgot password (`/auth/forgot-password`): step 1 of spec 000 §4 password reset. */
export function ForgotPasswordScreen() {
  const client = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });
  const server = useServerErrors(form, ['email']);
  const { busy, run } = useSubmit(server);

  const submit = form.handleSubmit(({ email }) =>
    run(async () => {
      await requestPasswordReset(client, normaliseEmail(email));
      setSentTo(normaliseEmail(email));
    }),
  );

  return (
    <AuthLayout
      title="Forgot password"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
    >
      <FormAlert tone="success">{sentTo && RESET_LINK_SENT}</FormAlert>
      <AuthForm
        label="Request a password reset link"
        onSubmit={submit}
        error={server.formError}
        busy={busy}
        submitLabel={sentTo ? 'Send the link again' : 'Send reset link'}
      >
        <EmailField
          error={form.formState.errors.email?.message}
          {...form.register('email', { validate: (v) => validateEmail(v) ?? true })}
        />
      </AuthForm>
      <BackToSignIn />
    </AuthLayout>
  );
}
