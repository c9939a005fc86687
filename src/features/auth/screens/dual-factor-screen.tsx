import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../shared/api/api-context';
import { isApiError } from '../../../shared/api/client/api-error';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { verifyOtp } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';
import { CodeInput, codeDigits } from '../components/code-input';
import { FormAlert } from '../components/form-alert';
import { usePostLogin } from '../hooks/use-post-login';
import { useServerErrors } from '../hooks/use-server-errors';
import { CODE_MESSAGES } from '../model/messages';

interface CodeForm {
  code: string;
}

/** Enter one-time code (`/auth/dual-factor-authentication`), spec 000 §4 sign-in step 2. */
export function DualFactorScreen() {
  const client = useApiClient();
  const session = useSession();
  const redirectTo = new URLSearchParams(useSearch()).get('redirectTo');
  const { complete, dialogs } = usePostLogin();
  const [busy, setBusy] = useState(false);
  const form = useForm<CodeForm>({ mode: 'onSubmit', defaultValues: { code: '' } });
  // The server names the code `password` (spec 000 §7).
  const { applyServerErrors, formError, setFormError } = useServerErrors(form, ['code'], { password: 'code' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    const otpId = session.otpId.peek();
    if (!otpId) {
      setFormError('Your sign-in has timed out. Please sign in again.');
      return;
    }
    setBusy(true);
    try {
      const { token } = await verifyOtp(client, { otp_id: otpId, password: codeDigits(code) });
      session.set('otpId', null);
      await complete(token, { redirectTo });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (!applyServerErrors(error)) setFormError(error.detail ?? null);
    } finally {
      setBusy(false);
    }
  });

  const code = form.register('code', {
    validate: (value) => {
      const digits = codeDigits(value);
      if (!digits) return CODE_MESSAGES.required;
      return digits.length === 6 || CODE_MESSAGES.format;
    },
  });
  return (
    <AuthLayout title="Enter one-time code" intro={<p>We sent a 6-digit code to the email address of your account. It is valid for 10 minutes.</p>}>
      <form className="registry-auth__form" noValidate onSubmit={(e) => void submit(e)} aria-label="Enter one-time code">
        <FormAlert>{formError}</FormAlert>
        <CodeInput
          {...code}
          onChange={(event) => {
            // Pasted or autofilled text keeps only its digits.
            event.target.value = codeDigits(event.target.value);
            void code.onChange(event);
          }}
          error={errors.code?.message}
        />
        <div className="registry-auth__actions">
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </div>
      </form>
      <p className="registry-auth__links">
        <span>
          No code? <Link href={paths.login.href(redirectTo ?? undefined)}>Sign in again</Link> to get a new one.
        </span>
      </p>
      {dialogs}
    </AuthLayout>
  );
}
