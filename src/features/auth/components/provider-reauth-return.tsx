import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApiClient } from '../../../shared/api/api-context';
import { isApiError } from '../../../shared/api/client/api-error';
import {
  forgetProviderReauthPending,
  keepProviderReauthResult,
  type ProviderReauthPending,
} from '../../../shared/session/provider-reauth';
import { ButtonLink } from '../../../shared/ui/button';
import { reauthWithProvider } from '../api/reauth-with-provider';
import { OAUTH_TEXT } from '../model/oauth-text';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

export interface ProviderReauthReturnProps {
  pending: ProviderReauthPending;
  provider: string;
  code: string | null;
  providerError: string | null;
}

/**
 * The provider's answer to the consent's re-authentication (DECISIONS §11): the code is exchanged
 * for a reauth token (the server checks the identity is this account's and the sign-in fresh),
 * which goes back to the consent with the typed name. A refusal says so, with the way back.
 */
export function ProviderReauthReturn({ pending, provider, code, providerError }: ProviderReauthReturnProps) {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetProviderReauthPending();
    if (providerError || !code) {
      setProblem(OAUTH_TEXT.reauthFailed);
      return;
    }
    reauthWithProvider(client, { provider, code }).then(
      (answer) => {
        keepProviderReauthResult({
          ...pending,
          token: answer.reauth_token,
          until: Date.now() + answer.expires_in * 1000,
        });
        navigate(pending.returnTo, { replace: true });
      },
      (error: unknown) => {
        if (!isApiError(error)) throw error;
        const reason = Object.values(error.fieldErrors).join(' ') || error.detail;
        setProblem(reason || OAUTH_TEXT.reauthFailed);
      },
    );
  }, [client, code, navigate, pending, provider, providerError]);

  return (
    <AuthLayout title={OAUTH_TEXT.reauthTitle}>
      {problem ? (
        <>
          <FormAlert>{problem}</FormAlert>
          <div className="registry-auth__actions">
            <ButtonLink href={pending.returnTo}>{OAUTH_TEXT.backToConsent}</ButtonLink>
          </div>
        </>
      ) : (
        <p role="status">{OAUTH_TEXT.reauthChecking}</p>
      )}
    </AuthLayout>
  );
}
