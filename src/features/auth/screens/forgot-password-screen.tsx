import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiClient } from '@/shared/api/api-context';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthForm, BackToSignIn } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '@/shared/account-fields/email-field';
import { FormAlert } from '../components/form-alert';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { normaliseEmail, validateEmail } from '@/shared/account-fields/validators';
import { FORGOT_PASSWORD_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

/** Forgot password (`/auth/forgot-password`): step 1 of spec 000 §4 password reset. */
function ForgotPasswordScreenContent() {
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
    <AuthLayout title={TEXTS.title} intro={<p>{TEXTS.intro}</p>}>
      <FormAlert tone="success">{sentTo && TEXTS.sent}</FormAlert>
      <AuthForm
        label={TEXTS.formLabel}
        onSubmit={submit}
        error={server.formError}
        busy={busy}
        submitLabel={sentTo ? TEXTS.submitAgain : TEXTS.submit}
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

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const ForgotPasswordScreen = onLibraryRouter(ForgotPasswordScreenContent, 'ForgotPasswordScreen');
