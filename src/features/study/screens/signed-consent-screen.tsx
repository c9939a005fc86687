import { useEffect, useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import type { SignedConsent } from '@contract';
import { Button } from '@/shared/ui/button';
import { getSignedConsent } from '../api/get-signed-consent';
import { InLang, useForeignLang } from '../components/content-lang';
import { ConsentDocument } from '../consent/consent-document';
import { ConsentError } from '../consent/consent-error';
import { ConsentFileButtons } from '../consent/consent-file-buttons';
import { SIGNED_CONSENT_TEXT } from '../consent/consent-texts';
import { SignedRecord } from '../consent/signed-record';
import { useRouteIds } from './parts/route-ids';
import { StudyFrame } from './parts/study-frame';
import '../consent/consent.css';

/**
 * `/survey/study/{studyID}/user/{userID}/signedConsent/{consentID}` (spec 001 §2 Signed consent
 * preview): the consent text, the subject name, the agreement text and the signing date
 * (M/d/yyyy h:mm:ss a), with what the signature means; Download and Print of its PDF.
 */
export function SignedConsentScreen() {
  const client = useApiClient();
  const { userId, consentId } = useRouteIds();
  const [consent, setConsent] = useState<SignedConsent | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getSignedConsent(client, userId, consentId).then(
      (found) => live && setConsent(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, userId, consentId, attempt]);

  // The consent's own title, in the language it was signed in; where that is not the page's, the
  // tab and the file buttons' names, which cannot mark a language, use the page's words.
  const title = consent?.description || SIGNED_CONSENT_TEXT.title;
  const foreign = useForeignLang(consent);
  const titleLang = consent?.description ? foreign : undefined;
  const pageTitle = titleLang ? SIGNED_CONSENT_TEXT.title : title;
  return (
    <StudyFrame title={title} titleLang={titleLang} tabTitle={pageTitle} heading wide>
      {failed && (
        <ConsentError
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {!failed && !consent && (
        <p className="registry-consent__loading" role="status">
          {SIGNED_CONSENT_TEXT.loading}
        </p>
      )}
      {consent && (
        <div className="registry-consent">
          {consent.study_title && (
            <p className="registry-consent__step">
              <InLang of={consent}>{consent.study_title}</InLang>
            </p>
          )}
          <ConsentDocument title="" html={consent.consent_text} lang={consent.lang} />
          <section aria-label={SIGNED_CONSENT_TEXT.title}>
            <SignedRecord
              subjectName={consent.subject_name}
              createdAt={consent.created_at}
              meaning={consent.signature_meaning}
              agreementText={consent.agreement_text}
              textLang={consent.lang}
              childName={consent.child_name}
            />
          </section>
          <div className="registry-consent-status__actions">
            <Button variant="secondary" onClick={() => history.back()}>
              {SIGNED_CONSENT_TEXT.back}
            </Button>
            <ConsentFileButtons userId={userId} userConsentId={consentId} label={pageTitle} />
          </div>
        </div>
      )}
    </StudyFrame>
  );
}
