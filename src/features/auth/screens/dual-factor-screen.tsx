import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { Link } from '@/shared/routing/link';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { useSession } from '@/shared/session/session-context';
import { verifyOtp } from '../api/verify-otp';
import { AuthForm } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { CodeInput, codeDigits } from '../components/code-input';
import { usePostLogin } from '../hooks/use-post-login';
import { useServerErrors } from '@/shared/forms/use-server-errors';
import { useSubmit } from '@/shared/forms/use-submit';
import { CODE_MESSAGES } from '../model/message-texts';
import { DUAL_FACTOR_TEXTS as TEXTS } from '../model/screen-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

interface CodeForm {
  code: string;
}

/** Enter one-time code (`/auth/dual-factor-authentication`), spec 000 §4 sign-in step 2. */
function DualFactorScreenContent() {
  const client = useApiClient();
  const session = useSession();
  const params = new URLSearchParams(useSearch());
  const redirectTo = params.get('redirectTo');
  // Two-factor links from a registration carry register=true and, from the partner network, jtoken (spec 001 §2).
  const fromRegistration = params.get('register') === 'true';
  const jtoken = params.get('jtoken');
  const { complete } = usePostLogin();
  const form = useForm<CodeForm>({ mode: 'onSubmit', defaultValues: { code: '' } });
  // The server names the code `password` (spec 000 §7).
  const server = useServerErrors(form, ['code'], { password: 'code' });
  const { busy, run } = useSubmit(server);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    const otpId = session.otpId.peek();
    if (!otpId) {
      server.setFormError(TEXTS.timedOut);
      return;
    }
    await run(async () => {
      const { token } = await verifyOtp(client, { otp_id: otpId, password: codeDigits(code) });
      session.set('otpId', null);
      if (jtoken) session.set('registeredAsJaeb', true);
      await complete(token, { redirectTo, fromRegistration });
    });
  });

  const code = form.register('code', {
    validate: (value) => {
      const digits = codeDigits(value);
      if (!digits) return CODE_MESSAGES.required;
      return digits.length === 6 || CODE_MESSAGES.format;
    },
  });
  return (
    <AuthLayout title={TEXTS.title} intro={<p>{TEXTS.intro}</p>}>
      <AuthForm
        label={TEXTS.formLabel}
        onSubmit={submit}
        error={server.formError}
        busy={busy}
        submitLabel={TEXTS.submit}
      >
        <CodeInput
          label={TEXTS.codeLabel}
          {...code}
          onChange={(event) => {
            // Pasted or autofilled text keeps only its digits.
            event.target.value = codeDigits(event.target.value);
            void code.onChange(event);
          }}
          error={errors.code?.message}
        />
      </AuthForm>
      <p className="registry-auth__links">
        <span>
          {TEXTS.noCode} <Link href={paths.login.href(redirectTo ?? undefined)}>{TEXTS.signInAgain}</Link>{' '}
          {TEXTS.toGetNewOne}
        </span>
      </p>
    </AuthLayout>
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const DualFactorScreen = onLibraryRouter(DualFactorScreenContent, 'DualFactorScreen');
