import { useLocation } from 'wouter';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import {
  forgetProviderReauthPending,
  keepProviderReauthResult,
  type ProviderReauthPending,
} from '@/shared/session/provider-reauth';
import { reauthWithProvider } from '../api/reauth-with-provider';
import { useCodeExchange } from '../hooks/use-code-exchange';
import { OAUTH_TEXT } from '../model/oauth-texts';
import { ProviderReturnStatus } from './provider-return-status';

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

  const problem = useCodeExchange(() => {
    forgetProviderReauthPending();
    if (providerError || !code) return OAUTH_TEXT.reauthFailed;
    return reauthWithProvider(client, { provider, code }).then(
      (answer) => {
        keepProviderReauthResult({
          ...pending,
          token: answer.reauth_token,
          until: Date.now() + answer.expires_in * 1000,
        });
        navigate(pending.returnTo, { replace: true });
        return null;
      },
      (error: unknown) => {
        if (!isApiError(error)) throw error;
        const reason = Object.values(error.fieldErrors).join(' ') || error.detail;
        return reason || OAUTH_TEXT.reauthFailed;
      },
    );
  });

  return (
    <ProviderReturnStatus
      title={OAUTH_TEXT.reauthTitle}
      problem={problem}
      checking={OAUTH_TEXT.reauthChecking}
      back={{ href: pending.returnTo, label: OAUTH_TEXT.backToConsent }}
    />
  );
}
