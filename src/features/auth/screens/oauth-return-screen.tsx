import { useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import { findProviderReauthPending } from '@/shared/session/provider-reauth';
import { useSession } from '@/shared/session/session-context';
import { oauthAccount } from '../api/oauth-account';
import { ProviderReauthReturn } from '../components/provider-reauth-return';
import { ProviderReturnStatus } from '../components/provider-return-status';
import { useCodeExchange } from '../hooks/use-code-exchange';
import { usePostLogin } from '../hooks/use-post-login';
import { OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY } from '../model/oauth';
import { OAUTH_TEXT } from '../model/oauth-texts';
import { onLibraryRouter } from '@/shared/routing/library-router';

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
function OAuthReturnScreenContent() {
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

  const problem = useCodeExchange(() => {
    const expectedState = takeStored(OAUTH_STATE_KEY);
    const redirectTo = takeStored(OAUTH_REDIRECT_KEY);
    if (providerError || !code) {
      return providerError ? `${OAUTH_TEXT.failed} ${OAUTH_TEXT.providerSaid(providerError)}` : OAUTH_TEXT.failed;
    }
    // A state we did not send means the answer was not started from this browser tab.
    if (expectedState && state !== expectedState) return OAUTH_TEXT.failed;
    return oauthAccount(client, { provider, token: code })
      .then((answer) => {
        // Dual factor on: the code step comes first, exactly as after Sign In.
        if (!('otp_id' in answer)) return complete(answer.token, { redirectTo });
        session.set('otpId', answer.otp_id);
        const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
        navigate(`${paths.dualFactor.href()}${query}`);
        return 'done' as const;
      })
      .then((outcome) => (outcome === 'failed' || outcome === 'invalid-state' ? OAUTH_TEXT.failed : null))
      .catch((error: unknown) => {
        if (!isApiError(error)) throw error;
        const reason = error.detail ?? Object.values(error.fieldErrors).join(' ');
        return reason ? `${OAUTH_TEXT.failed} ${reason}` : OAUTH_TEXT.failed;
      });
  });

  return (
    <ProviderReturnStatus
      title={OAUTH_TEXT.signInTitle}
      problem={problem}
      checking={OAUTH_TEXT.signInChecking}
      back={{ href: paths.login.href(), label: OAUTH_TEXT.backToSignIn }}
    />
  );
}

/** Exported on the library's own router: a host mounts it under whatever router it runs. */
export const OAuthReturnScreen = onLibraryRouter(OAuthReturnScreenContent, 'OAuthReturnScreen');
