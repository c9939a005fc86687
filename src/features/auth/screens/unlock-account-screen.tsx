import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { isApiError } from '@/shared/api/client/api-error';
import { ButtonLink } from '@/shared/ui/button';
import { unlockAccount } from '../api/unlock-account';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { UNLOCK_TEXTS as TEXTS } from '../model/screen-texts';

type Phase = 'unlocking' | 'done' | 'invalid' | 'failed';

/**
 * Unlock (`/auth/unlock?token=`), DECISIONS §3: the link e-mailed when failed sign-in tries locked
 * the account. Opening it uses the link (once) and then leads to sign-in.
 */
export function UnlockAccountScreen() {
  const client = useApiClient();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'unlocking' : 'invalid');
  // The link works once: a second run of the effect (a development double mount) must not spend it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    unlockAccount(client, token).then(
      () => setPhase('done'),
      // A refused link is explained here; other failures were shown by the client.
      (error: unknown) => setPhase(isApiError(error) && error.status === 400 ? 'invalid' : 'failed'),
    );
  }, [client, token]);

  return (
    <AuthLayout title={TEXTS.title}>
      {phase === 'unlocking' && <p role="status">{TEXTS.unlocking}</p>}
      {phase === 'done' && <FormAlert tone="success">{TEXTS.done}</FormAlert>}
      {phase === 'invalid' && (
        <>
          <FormAlert>{TEXTS.linkUnusable}</FormAlert>
          <p>{TEXTS.linkRules}</p>
        </>
      )}
      {phase !== 'unlocking' && (
        <div className="registry-auth__actions">
          <ButtonLink href={paths.login.href()}>{TEXTS.signIn}</ButtonLink>
          {phase !== 'done' && (
            <ButtonLink variant="secondary" href={paths.forgotPassword.href()}>
              {TEXTS.forgotPassword}
            </ButtonLink>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
