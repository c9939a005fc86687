import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import { ButtonLink } from '@/shared/ui/button';
import { checkResetToken } from '../api/check-reset-token';
import { createNewPassword } from '../api/create-new-password';
import { AuthForm, BackToSignIn } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '@/shared/account-fields/password-field';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { PASSWORD_MESSAGES } from '@/shared/account-fields/account-field-texts';
import { validateNewPassword, validatePasswordConfirmation } from '@/shared/account-fields/validators';
import { RESET_PASSWORD_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

type Phase = 'checking' | 'ready' | 'invalid' | 'done';

interface NewPasswordForm {
  new_password: string;
  new_password_confirm: string;
}

/** Reset password (`/auth/reset-password?token=`): spec 000 §4 password reset, token check then new password. */
function ResetPasswordScreenContent() {
  const client = useApiClient();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'checking' : 'invalid');
  const form = useForm<NewPasswordForm>({
    mode: 'onTouched',
    defaultValues: { new_password: '', new_password_confirm: '' },
  });
  const server = useServerErrors(form, ['new_password', 'new_password_confirm']);
  const { busy, run } = useSubmit(server);
  const { errors } = form.formState;

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkResetToken(client, token).then(
      () => live && setPhase('ready'),
      (error: unknown) => {
        // Only a refused token means the link is unusable; other failures were shown by the client.
        if (live && isApiError(error) && error.status === 400) setPhase('invalid');
      },
    );
    return () => {
      live = false;
    };
  }, [client, token]);

  // A refused token (used up or expired meanwhile) is no form error: the link itself is unusable.
  const onTokenRefused = (error: { body: unknown }) => {
    const body = error.body as { token?: unknown } | null;
    if (!body || typeof body !== 'object' || !('token' in body)) return false;
    setPhase('invalid');
    return true;
  };
  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        await createNewPassword(client, { token, ...values });
        form.reset();
        setPhase('done');
      },
      { onApiError: onTokenRefused },
    ),
  );

  if (phase === 'invalid') {
    return (
      <AuthLayout title={TEXTS.title}>
        <FormAlert>{TEXTS.linkUnusable}</FormAlert>
        <p>{TEXTS.linkRules}</p>
        <div className="registry-auth__actions">
          <ButtonLink href={paths.forgotPassword.href()}>{TEXTS.askNewLink}</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  if (phase === 'done') {
    return (
      <AuthLayout title={TEXTS.title}>
        <FormAlert tone="success">{TEXTS.done}</FormAlert>
        <div className="registry-auth__actions">
          <ButtonLink href={paths.login.href()}>{TEXTS.signIn}</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={TEXTS.title} intro={<p>{TEXTS.intro}</p>}>
      {phase === 'checking' ? (
        <p role="status">{TEXTS.checking}</p>
      ) : (
        <AuthForm
          label={TEXTS.formLabel}
          onSubmit={submit}
          error={server.formError}
          busy={busy}
          submitLabel={TEXTS.submit}
        >
          <PasswordField
            label={TEXTS.newPassword}
            autoComplete="new-password"
            hint={TEXTS.newPasswordHint}
            error={errors.new_password?.message}
            {...form.register('new_password', { validate: (v) => validateNewPassword(v) ?? true })}
          />
          <PasswordField
            label={TEXTS.confirmPassword}
            autoComplete="new-password"
            error={errors.new_password_confirm?.message}
            {...form.register('new_password_confirm', {
              validate: (v, all) =>
                validatePasswordConfirmation(v, all.new_password, PASSWORD_MESSAGES.confirmationMismatch) ?? true,
            })}
          />
        </AuthForm>
      )}
      <BackToSignIn />
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const ResetPasswordScreen = onLibraryRouter(ResetPasswordScreenContent, 'ResetPasswordScreen');
