import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { AssentTarget } from '@contract';
import { useSession } from '@/shared/session/session-context';
import { ButtonLink } from '@/shared/ui/button';
import { getAssent } from '../api/get-assent';
import { ConsentDocument } from '../consent/consent-document';
import { ConsentError } from '../consent/consent-error';
import { ASSENT_TEXT, CONSENT_TEXT, REAUTH_TEXT } from '../consent/consent-texts';
import { ConsentSignature } from '../consent/consent-signature';
import { ReauthDialog } from '@/shared/reauth/reauth-dialog';
import { useConsentSigning } from '../consent/use-consent-signing';
import { StudyFrame } from './parts/study-frame';
import '../consent/consent.css';

/** The child consent of the found user study, signed with the shared signature; then the dashboard. */
function AssentSigning({ userId, target }: { userId: number; target: AssentTarget }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const { state, busy, sign, retry, reauth } = useConsentSigning(userId, target.user_study_id);

  useEffect(() => {
    if (state.kind !== 'signed') return;
    // The sign answer's fresh token has no assent privilege; the cached profile follows it.
    const profile = session.profile.peek();
    if (profile) session.setProfile({ ...profile, state: 'regular' });
    navigate(paths.dashboard.href(), { replace: true });
  }, [state.kind, session, navigate]);

  if (state.kind === 'error') return <ConsentError onRetry={retry} />;
  if (state.kind !== 'sign')
    return (
      <p className="registry-consent__loading" role="status">
        {CONSENT_TEXT.loading}
      </p>
    );
  return (
    <div className="registry-consent">
      <p>{ASSENT_TEXT.intro}</p>
      <ConsentDocument title={state.body.description ?? ''} html={state.body.consent} lang={state.body.lang} />
      <ConsentSignature
        agreementText={state.body.agreement_text}
        textLang={state.body.lang}
        hint={CONSENT_TEXT.signatureHintChild}
        busy={busy}
        onSign={(name) => sign(state.consent, name)}
      />
      <ReauthDialog open={reauth.dialogOpen} texts={REAUTH_TEXT} onClose={reauth.onDialogClose} />
    </div>
  );
}

/**
 * `/assent` (DECISIONS §7): a teen whose parent signed the parental consent reads the core study's
 * child consent ('Informed Consent and Assent') and signs it with the signature of the consent
 * step; the answer's fresh token (without the assent privilege) opens the dashboard.
 */
export function AssentScreen() {
  useSignals();
  const client = useApiClient();
  const session = useSession();
  const userId = session.userId.value;
  const [target, setTarget] = useState<AssentTarget | 'none' | 'error' | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    getAssent(client, userId).then(
      (found) => live && setTarget(found),
      (e: { status?: number }) => live && setTarget(e.status === 404 ? 'none' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [client, userId]);

  return (
    <StudyFrame title={ASSENT_TEXT.title} heading wide>
      {target === null && (
        <p className="registry-consent__loading" role="status">
          {CONSENT_TEXT.loading}
        </p>
      )}
      {target === 'error' && <ConsentError onRetry={() => location.reload()} />}
      {target === 'none' && (
        <>
          <p>{ASSENT_TEXT.none}</p>
          <ButtonLink href={paths.logout.href()} variant="secondary">
            {ASSENT_TEXT.signOut}
          </ButtonLink>
        </>
      )}
      {target && typeof target === 'object' && userId !== null && <AssentSigning userId={userId} target={target} />}
    </StudyFrame>
  );
}
