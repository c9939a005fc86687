import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { AssentTarget } from '@contract';
import { useSession } from '@/shared/session/session-context';
import { Button, ButtonLink } from '@/shared/ui/button';
import { getAssent } from '../api/get-assent';
import { ConsentContact } from '../consent/consent-contact';
import { ConsentDocument } from '../consent/consent-document';
import { ConsentError } from '../consent/consent-error';
import { ASSENT_TEXT, CONSENT_TEXT } from '../consent/consent-texts';
import { ConsentSignature } from '../consent/consent-signature';
import { ReauthDialog } from '../consent/reauth-dialog';
import { useConsentSigning } from '../consent/use-consent-signing';
import { StudyFrame } from './parts/study-frame';
import '../consent/consent.css';

/**
 * Not signing: nothing is sent, the account stays in the assent state (the next sign-in comes back
 * here), and the teen is told to talk with their parent or guardian, or the study team.
 */
function NotNow({ onBack }: { onBack(): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="registry-assent__not-now" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {ASSENT_TEXT.notNowTitle}
      </h2>
      <p>{ASSENT_TEXT.notNowBody[0]}</p>
      <ConsentContact intro={ASSENT_TEXT.notNowBody[1]} />
      <div className="registry-assent__actions">
        <ButtonLink href={paths.logout.href()}>{ASSENT_TEXT.signOut}</ButtonLink>
        <Button variant="secondary" onClick={onBack}>
          {ASSENT_TEXT.backToForm}
        </Button>
      </div>
    </section>
  );
}

/** Beside the signature: the assent is the teen's choice, so the page says how to stop without signing. */
function WayOut({ onNotNow, notNowRef }: { onNotNow(): void; notNowRef: RefObject<HTMLButtonElement | null> }) {
  const headingId = useId();
  return (
    <section className="registry-assent__way-out" aria-labelledby={headingId}>
      <h2 id={headingId}>{ASSENT_TEXT.wayOutTitle}</h2>
      <p>{ASSENT_TEXT.wayOutBody}</p>
      <div className="registry-assent__actions">
        <Button ref={notNowRef} variant="secondary" onClick={onNotNow}>
          {ASSENT_TEXT.notNow}
        </Button>
        <ButtonLink href={paths.logout.href()} variant="secondary">
          {ASSENT_TEXT.signOut}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The child consent of the found user study, signed with the shared signature; then the dashboard. */
function AssentSigning({ userId, target }: { userId: number; target: AssentTarget }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const { state, busy, sign, retry, reauth } = useConsentSigning(userId, target.user_study_id);
  // Not now hides the form rather than removing it, so a name already typed is still there on the way back.
  const [notNow, setNotNow] = useState(false);
  const notNowButton = useRef<HTMLButtonElement>(null);
  const back = () => {
    setNotNow(false);
    requestAnimationFrame(() => notNowButton.current?.focus());
  };

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
    <>
      {notNow && <NotNow onBack={back} />}
      <div className="registry-consent" hidden={notNow}>
        <p>{ASSENT_TEXT.intro}</p>
        <ConsentDocument title={state.body.description ?? ''} html={state.body.consent} lang={state.body.lang} />
        <ConsentSignature
          agreementText={state.body.agreement_text}
          textLang={state.body.lang}
          hint={CONSENT_TEXT.signatureHintChild}
          busy={busy}
          onSign={(name) => sign(state.consent, name)}
        />
        <WayOut onNotNow={() => setNotNow(true)} notNowRef={notNowButton} />
      </div>
      <ReauthDialog open={reauth.dialogOpen} onClose={reauth.onDialogClose} />
    </>
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
