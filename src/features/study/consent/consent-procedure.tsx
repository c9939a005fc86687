import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { ModuleSetting, UserConsent } from '@contract';
import {
  beginProviderReauth,
  takeProviderReauthResult,
  type ProviderReauthResult,
} from '@/shared/session/provider-reauth';
import { childFullName } from '@/shared/session/child-info';
import { useSession } from '@/shared/session/session-context';
import { useSettings } from '@/shared/settings/settings-context';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { getModuleSettings } from '../api/get-module-settings';
import { listEvents } from '@/shared/api/calls/list-events';
import { logEvent } from '@/shared/api/calls/log-event';
import { findModuleSetting, needsWelcomeDialog, welcomeEventName } from '@engine/screen';
import { ConsentContact } from './consent-contact';
import { ConsentDocument } from './consent-document';
import { ConsentError } from './consent-error';
import { ConsentIntroDialog } from './consent-intro-dialog';
import { CONSENT_TEXT, REAUTH_TEXT } from './consent-texts';
import { isPartnerConsent, profileName, signerOf } from './consent-model';
import { ConsentSignature } from './consent-signature';
import { PartnerConsentAction } from './partner-consent-action';
import { ReauthDialog } from '@/shared/reauth/reauth-dialog';
import { useConsentSigning } from './use-consent-signing';
import { deviceOnline } from '../session/connection';
import './consent.css';

export interface ConsentProcedureProps {
  studyId: number;
  userStudyId: number;
  userId: number;
  /** Every consent is signed (the SMS consent asked when the server says so): the survey goes on. */
  onComplete: () => void;
}

/** The signature hint of each signer, read at render (in the page's language). */
const HINT = {
  guardian: 'signatureHintParental',
  minor: 'signatureHintChild',
  participant: 'signatureHint',
} as const;

/**
 * The consent step of the survey (spec 001 §2 Consent signing, §4 Consent flow): the variant's
 * dialog first (the configured popup for adults, once per user study), then each unsigned consent
 * in order (the parent or guardian before the minor), signed after the re-authentication of
 * DECISIONS §11. The partner (jaeb) consent signs with the profile's name. No consent at all opens
 * the consent-not-required page.
 */
export function ConsentProcedure({ studyId, userStudyId, userId, onComplete }: ConsentProcedureProps) {
  useSignals();
  const client = useApiClient();
  const session = useSession();
  const feedback = useFeedback();
  const [, navigate] = useLocation();
  const { state, busy, sign, retry, reauth } = useConsentSigning(userId, userStudyId);
  const [intro, setIntro] = useState<{ popup: ModuleSetting | null } | null>(null);
  const introChecked = useRef(false);
  const completed = useRef(false);
  const profile = session.profile.value;
  const { oauth } = useSettings();
  const [restored, setRestored] = useState<ProviderReauthResult | null>(null);
  const signing = useRef<{ consentId: number; name: string } | null>(null);
  const consentId = state.kind === 'sign' ? state.consent.id : null;
  const { adopt } = reauth;

  // Back from the provider's re-authentication: its token, and the name typed before leaving.
  useEffect(() => {
    if (consentId === null) return;
    const found = takeProviderReauthResult(consentId);
    if (!found) return;
    adopt(found.token, found.until);
    setRestored(found);
  }, [consentId, adopt]);

  // DECISIONS §11: accounts that sign in only through the provider confirm there, not with a password.
  const providerOnly = !!oauth && !!profile && !profile.auth_methods.includes('native');
  const toProvider = () => {
    if (!oauth || !signing.current) return;
    const returnTo = `${location.pathname}${location.search}`;
    window.location.assign(beginProviderReauth(oauth, location.origin, { returnTo, ...signing.current }));
  };
  const signAs = (consent: UserConsent, name: string) => {
    // The signature and the re-authentication before it need the registry: offline, said at once.
    if (!deviceOnline()) return void feedback.showSnackbar(CONSENT_TEXT.needsConnection, 'failure');
    signing.current = { consentId: consent.id, name };
    return sign(consent, name);
  };

  // The consent dialog shows once per user study (its event registered), never for partner sources.
  useEffect(() => {
    if (state.kind !== 'sign' || introChecked.current) return;
    introChecked.current = true;
    void (async () => {
      try {
        const events = await listEvents(client, userId, { user_study: userStudyId });
        if (!needsWelcomeDialog('consent', events, userStudyId, profile?.source)) return;
        const settings = await getModuleSettings(client, studyId);
        setIntro({ popup: findModuleSetting(settings.consent ?? [], 'consent', 'before_procedure', 'popup') });
      } catch {
        // The dialog only explains; a failure to check it never blocks signing.
      }
    })();
  }, [state.kind, client, userId, userStudyId, studyId, profile?.source]);

  const closeIntro = () => {
    setIntro(null);
    void logEvent(client, userId, {
      study: studyId,
      user_study: userStudyId,
      event: welcomeEventName('consent'),
    }).catch(() => undefined);
  };

  useEffect(() => {
    if (state.kind === 'no-consent')
      navigate(paths.noConsent.href({ studyId, userStudyId, userId }), { replace: true });
    if (state.kind !== 'signed' || completed.current) return;
    completed.current = true;
    void (async () => {
      if (state.smsConsentRequired) await feedback.openDialog('auth/sms-consent', { participantId: userId });
      onComplete();
    })();
  }, [state, navigate, studyId, userStudyId, userId, feedback, onComplete]);

  if (state.kind === 'error') return <ConsentError onRetry={retry} />;
  if (state.kind !== 'sign')
    return (
      <p className="registry-consent__loading" role="status">
        {CONSENT_TEXT.loading}
      </p>
    );

  const { consent, body, consents, variant } = state;
  const signer = signerOf(consent.consent_type);
  const position = consents.findIndex((c) => c.id === consent.id) + 1;
  return (
    <section className="registry-consent" aria-labelledby="registry-consent-title">
      <h1 className="registry-consent__heading">{CONSENT_TEXT.heading}</h1>
      {consents.length > 1 && (
        <p className="registry-consent__step">
          {CONSENT_TEXT.stepOf(position, consents.length)}.{' '}
          {signer === 'guardian' ? CONSENT_TEXT.parentSigns : CONSENT_TEXT.minorSigns}
        </p>
      )}
      <ConsentDocument
        titleId="registry-consent-title"
        title={body.description ?? ''}
        html={body.consent}
        lang={body.lang}
      />
      {isPartnerConsent(consent) ? (
        <PartnerConsentAction
          name={profileName(profile)}
          agreementText={body.agreement_text}
          textLang={body.lang}
          busy={busy}
          onSign={(name) => signAs(consent, name)}
        />
      ) : (
        <ConsentSignature
          key={`${consent.id}-${restored?.consentId === consent.id ? 'restored' : ''}`}
          agreementText={body.agreement_text}
          textLang={body.lang}
          childName={signer === 'guardian' ? childFullName(session.childInfo.value, profile) : undefined}
          hint={CONSENT_TEXT[HINT[signer]]}
          busy={busy}
          initialName={restored?.consentId === consent.id ? restored.name : undefined}
          onSign={(name) => signAs(consent, name)}
        />
      )}
      <ConsentContact intro={CONSENT_TEXT.questionsPrompt} />
      <ConsentIntroDialog
        open={intro !== null}
        variant={variant}
        popup={intro?.popup ?? null}
        onContinue={closeIntro}
      />
      <ReauthDialog
        open={reauth.dialogOpen}
        texts={REAUTH_TEXT}
        onClose={reauth.onDialogClose}
        onProvider={providerOnly ? toProvider : undefined}
      />
    </section>
  );
}
