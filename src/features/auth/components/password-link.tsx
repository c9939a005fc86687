import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { ButtonLink } from '@/shared/ui/button';
import { isApiError } from '@/shared/api/client/api-error';
import { PasswordField } from '@/shared/account-fields/password-field';
import { PASSWORD_MESSAGES } from '@/shared/account-fields/account-field-texts';
import { validateNewPassword, validatePasswordConfirmation } from '@/shared/account-fields/validators';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { checkResetToken } from '../api/check-reset-token';
import { createNewPassword } from '../api/create-new-password';
import { AuthForm, BackToSignIn } from './auth-form';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

// A one-time link that sets a password: the reset link (Reset password) and the hand-off's (the
// child's own page). The token in `?token=` is checked first; a used or expired one shows the
// page's own explanation; the new password is sent with it.

type LinkPhase = 'checking' | 'ready' | 'invalid' | 'done';

interface NewPasswordValues {
  new_password: string;
  new_password_confirm: string;
}

export function usePasswordLink() {
  const client = useApiClient();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<LinkPhase>(token ? 'checking' : 'invalid');
  /** The sign-in of the link's account, once the link is checked. */
  const [email, setEmail] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    mode: 'onTouched',
    defaultValues: { new_password: '', new_password_confirm: '' },
  });
  const server = useServerErrors(form, ['new_password', 'new_password_confirm']);
  const { busy, run } = useSubmit(server);

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkResetToken(client, token).then(
      (answer) => {
        if (!live) return;
        setEmail(answer.email ?? null);
        setPhase('ready');
      },
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
  return { phase, email, form, server, busy, submit };
}

interface NewPasswordTexts {
  formLabel: string;
  submit: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
}

interface NewPasswordFormProps {
  link: ReturnType<typeof usePasswordLink>;
  texts: NewPasswordTexts;
}

/** The new password typed twice, checked by the password rule (spec 000 §5) before it is sent. */
function NewPasswordForm({ link, texts }: NewPasswordFormProps) {
  const { form, server, busy, submit } = link;
  const { errors } = form.formState;
  return (
    <AuthForm label={texts.formLabel} onSubmit={submit} error={server.formError} busy={busy} submitLabel={texts.submit}>
      <PasswordField
        label={texts.newPassword}
        autoComplete="new-password"
        hint={texts.newPasswordHint}
        error={errors.new_password?.message}
        {...form.register('new_password', { validate: (v) => validateNewPassword(v) ?? true })}
      />
      <PasswordField
        label={texts.confirmPassword}
        autoComplete="new-password"
        error={errors.new_password_confirm?.message}
        {...form.register('new_password_confirm', {
          validate: (v, all) =>
            validatePasswordConfirmation(v, all.new_password, PASSWORD_MESSAGES.confirmationMismatch) ?? true,
        })}
      />
    </AuthForm>
  );
}

interface PasswordLinkTexts extends NewPasswordTexts {
  title: string;
  intro: string;
  checking: string;
  linkUnusable: string;
  linkRules: string;
  done: string;
  signIn: string;
}

export interface PasswordLinkPageProps {
  link: ReturnType<typeof usePasswordLink>;
  texts: PasswordLinkTexts;
  /** The way to a new link when this one is used up or expired (Forgot password). */
  askAgain: string;
  /** Above the form, once the link is checked: the account it is for. */
  account?: ReactNode;
}

/**
 * The page of a password link: the check, the form, then the outcome. A link used up or expired is
 * no form error: the page says so and leads to a new one; once the password is set, to Sign In.
 */
export function PasswordLinkPage({ link, texts, askAgain, account }: PasswordLinkPageProps) {
  if (link.phase === 'invalid' || link.phase === 'done') {
    const done = link.phase === 'done';
    const action = done
      ? { href: paths.login.href(), label: texts.signIn }
      : { href: paths.forgotPassword.href(), label: askAgain };
    return (
      <AuthLayout title={texts.title}>
        <FormAlert tone={done ? 'success' : 'error'}>{done ? texts.done : texts.linkUnusable}</FormAlert>
        {!done && <p>{texts.linkRules}</p>}
        <div className="registry-auth__actions">
          <ButtonLink href={action.href}>{action.label}</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={texts.title} intro={<p>{texts.intro}</p>}>
      {link.phase === 'checking' ? (
        <p role="status">{texts.checking}</p>
      ) : (
        <>
          {account}
          <NewPasswordForm link={link} texts={texts} />
        </>
      )}
      <BackToSignIn />
    </AuthLayout>
  );
}
