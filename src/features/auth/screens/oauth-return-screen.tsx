import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../shared/api/api-context';
import { isApiError } from '../../../shared/api/client/api-error';
import { findProviderReauthPending } from '../../../shared/session/provider-reauth';
import { useSession } from '../../../shared/session/session-context';
import { ButtonLink } from '../../../shared/ui/button';
import { oauthAccount } from '../api/oauth-account';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { ProviderReauthReturn } from '../components/provider-reauth-return';
import { usePostLogin } from '../hooks/use-post-login';
import { OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY } from '../model/oauth';

export const OAUTH_FAILED = 'We could not sign you in with your T1D account.';

function takeStored(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

/**
 * Return point of the external identity provider (`/oauth/{provider}`), spec 000 §4 step 8: the
 * code is exchanged for a registry token through POST /registry/oauth/account, then the usual
 * post-login flow runs; an account with dual factor on goes to the code page first. An answer to
 * the consent's re-authentication (its state kept by the consent) goes back to the consent instead.
 */
export function OAuthReturnScreen() {
  const { provider = 't1d' } = useParams<{ provider: string }>();
  const params = new URLSearchParams(useSearch());
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error_description') ?? params.get('error');
  const [reauth] = useState(() => findProviderReauthPending(state));
  if (reauth)
    return <ProviderReauthReturn pending={reauth} provider={provider} code={code} providerError={providerError} />;
  return <SignInReturn provider={provider} code={code} state={state} providerError={providerError} />;
}

interface SignInReturnProps {
  provider: string;
  code: string | null;
  state: string | null;
  providerError: string | null;
}

function SignInReturn({ provider, code, state, providerError }: SignInReturnProps) {
  const client = useApiClient();
  const { complete } = usePostLogin();
  const session = useSession();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const expectedState = takeStored(OAUTH_STATE_KEY);
    const redirectTo = takeStored(OAUTH_REDIRECT_KEY);
    if (providerError || !code) {
      setProblem(providerError ? `${OAUTH_FAILED} The provider said: ${providerError}` : OAUTH_FAILED);
      return;
    }
    // A state we did not send means the answer was not started from this browser tab.
    if (expectedState && state !== expectedState) {
      setProblem(OAUTH_FAILED);
      return;
    }
    oauthAccount(client, { provider, token: code })
      .then((answer) => {
        // Dual factor on: the code step comes first, exactly as after Sign In.
        if (!('otp_id' in answer)) return complete(answer.token, { redirectTo });
        session.set('otpId', answer.otp_id);
        const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
        navigate(`${paths.dualFactor.href()}${query}`);
        return 'done' as const;
      })
      .then((outcome) => {
        if (outcome === 'failed' || outcome === 'invalid-state') setProblem(OAUTH_FAILED);
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        const reason = error.detail ?? Object.values(error.fieldErrors).join(' ');
        setProblem(reason ? `${OAUTH_FAILED} ${reason}` : OAUTH_FAILED);
      });
  }, [client, code, complete, navigate, provider, providerError, session, state]);

  return (
    <AuthLayout title="Signing in">
      {problem ? (
        <>
          <FormAlert>{problem}</FormAlert>
          <div className="registry-auth__actions">
            <ButtonLink href={paths.login.href()}>Back to Sign In</ButtonLink>
          </div>
        </>
      ) : (
        <p role="status">Signing you in with your T1D account…</p>
      )}
    </AuthLayout>
  );
}
