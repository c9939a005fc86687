import { useLocation, useSearch } from 'wouter';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import type { OAuthSettings } from '@/config/settings';
import { useApiClient } from '@/shared/api/api-context';
import type { ApiError } from '@/shared/api/client/api-error';
import { useSession } from '@/shared/session/session-context';
import { useSettings } from '@/shared/settings/settings-context';
import { login } from '../api/login';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '@/shared/account-fields/email-field';
import { OAuthButton } from '../components/oauth-button';
import { PasswordField } from '@/shared/account-fields/password-field';
import { usePostLogin } from '../hooks/use-post-login';
import { usePlainForm } from '@/shared/forms/use-plain-form';
import { useSubmit } from '@/shared/forms/use-submit';
import { normaliseEmail, validateEmail, validateLoginPassword } from '@/shared/account-fields/validators';
import { LOGIN_TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

export interface LoginScreenProps {
  /** The external identity provider; default: the runtime settings' `oauth`. */
  oauth?: OAuthSettings | null;
}

/** Sign In (`/auth/login`), spec 000 §4 sign-in and §5: redirectTo and jtoken honoured (tr-email-id is logged on every page, app/route-effects.tsx). */
function LoginScreenContent({ oauth }: LoginScreenProps) {
  const client = useApiClient();
  const session = useSession();
  const settings = useSettings();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const redirectTo = params.get('redirectTo');
  const jtoken = params.get('jtoken');
  const { complete } = usePostLogin();
  // A plain form, not react-hook-form: this is a gadget's first screen (use-plain-form.ts).
  // A hand-off link that just gave the account a password left its address to fill in.
  const form = usePlainForm(
    { email: validateEmail, password: validateLoginPassword },
    { email: session.signInEmail.peek() ?? '' },
  );
  const { busy, run } = useSubmit(form);
  const { errors } = form;
  const provider = oauth === undefined ? settings.oauth : oauth;

  // Too many failed tries (DECISIONS §3): the form says how the account opens again.
  const showLock = (error: ApiError) => {
    if (error.status !== 429) return false;
    form.setFormError(LOGIN_TEXTS.locked);
    return true;
  };

  const submit = form.handleSubmit(({ email, password }) => {
    form.setFormError(null);
    return run(
      async () => {
        const answer = await login(client, { email: normaliseEmail(email), password, recaptcha_token: null });
        session.set('signInEmail', null);
        if ('otp_id' in answer) {
          session.set('otpId', answer.otp_id);
          // The code page keeps where the sign-in came from: the return path and a partner invitation.
          const query = new URLSearchParams();
          if (redirectTo) query.set('redirectTo', redirectTo);
          if (jtoken) query.set('jtoken', jtoken);
          const search = query.toString();
          navigate(`${paths.dualFactor.href()}${search ? `?${search}` : ''}`);
          return;
        }
        await complete(answer.token, { redirectTo });
      },
      { onApiError: showLock },
    );
  });

  return (
    <AuthLayout title={LOGIN_TEXTS.title} intro={<p>{LOGIN_TEXTS.intro}</p>}>
      <AuthForm
        label={LOGIN_TEXTS.formLabel}
        onSubmit={submit}
        error={form.formError}
        busy={busy}
        submitLabel={LOGIN_TEXTS.submit}
        actions={<Link href={paths.forgotPassword.href()}>{LOGIN_TEXTS.forgotPassword}</Link>}
        typingBeforeHydration
      >
        <EmailField error={errors.email} {...form.register('email')} />
        <PasswordField
          label={LOGIN_TEXTS.password}
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
      </AuthForm>
      {provider && <OAuthButton settings={provider} redirectTo={redirectTo} />}
      <p className="registry-auth__links">
        <span>
          {LOGIN_TEXTS.newToRegistry} <Link href={paths.register.href(jtoken ?? undefined)}>{LOGIN_TEXTS.signUp}</Link>
        </span>
      </p>
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const LoginScreen = onLibraryRouter(LoginScreenContent, 'LoginScreen');
