import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import type { OAuthSettings } from '../../../config/settings';
import { useApiClient } from '../../../shared/api/api-context';
import { isApiError } from '../../../shared/api/client/api-error';
import { useSession } from '../../../shared/session/session-context';
import { useSettings } from '../../../shared/settings/settings-context';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { logEmailClick } from '../api/log-email-click';
import { login } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { OAuthButton } from '../components/oauth-button';
import { PasswordField } from '../components/password-field';
import { usePostLogin } from '../hooks/use-post-login';
import { useServerErrors } from '../hooks/use-server-errors';
import { normaliseEmail, validateEmail, validateLoginPassword } from '../model/validators';

export interface LoginScreenProps {
  /** The external identity provider; default: the runtime settings' `oauth`. */
  oauth?: OAuthSettings | null;
}

interface LoginForm {
  email: string;
  password: string;
}

/** Sign In (`/auth/login`), spec 000 §4 sign-in and §5: redirectTo, tr-email-id and jtoken honoured. */
export function LoginScreen({ oauth }: LoginScreenProps) {
  const client = useApiClient();
  const session = useSession();
  const settings = useSettings();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const redirectTo = params.get('redirectTo');
  const jtoken = params.get('jtoken');
  const emailClickId = params.get('tr-email-id');
  const { complete, dialogs } = usePostLogin();
  const [busy, setBusy] = useState(false);
  const form = useForm<LoginForm>({ mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { applyServerErrors, formError, setFormError } = useServerErrors(form, ['email', 'password']);
  const { errors } = form.formState;
  const provider = oauth === undefined ? settings.oauth : oauth;

  useEffect(() => {
    void logEmailClick(client, emailClickId);
  }, [client, emailClickId]);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    setFormError(null);
    try {
      const answer = await login(client, { email: normaliseEmail(email), password, recaptcha_token: null });
      if ('otp_id' in answer) {
        session.set('otpId', answer.otp_id);
        const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
        navigate(`${paths.dualFactor.href()}${query}`);
        return;
      }
      await complete(answer.token, { redirectTo });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (!applyServerErrors(error)) setFormError(error.detail ?? null);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthLayout title="Sign In" intro={<p>Sign in to continue your studies and keep your profile up to date.</p>}>
      <form className="registry-auth__form" noValidate onSubmit={(e) => void submit(e)} aria-label="Sign in">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          error={errors.email?.message}
          {...form.register('email', { validate: (v) => validateEmail(v) ?? true })}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password', { validate: (v) => validateLoginPassword(v) ?? true })}
        />
        <div className="registry-auth__actions">
          <Button type="submit" loading={busy}>
            Sign In
          </Button>
          <Link href={paths.forgotPassword.href()}>Forgot password?</Link>
        </div>
      </form>
      {provider && <OAuthButton settings={provider} redirectTo={redirectTo} />}
      <p className="registry-auth__links">
        <span>
          New to the registry? <Link href={paths.register.href(jtoken ?? undefined)}>Sign Up</Link>
        </span>
      </p>
      {dialogs}
    </AuthLayout>
  );
}
