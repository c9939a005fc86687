import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import type { ConsentBody, UserConsent } from '../../../shared/api/contract/study';
import { sanitizeHtml } from '../../../shared/lib/sanitize-html';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { TextField } from '../../../shared/ui/text-field';
import { getConsentBody } from '../api/get-consent-body';
import { listConsents } from '../api/list-consents';
import { signConsent } from '../api/sign-consent';
import { canSignConsent, nextConsentStep } from '../engine/consent';

// MINIMAL SEAM for the survey (issue 14): the consent engineer's file replaces this one at merge,
// with the same path and props. It loads the consents, shows the next unsigned one, signs it
// with a typed name and the agreement box, and calls onComplete once all are signed.

export interface ConsentProcedureProps {
  studyId: number;
  userStudyId: number;
  userId: number;
  onComplete: () => void;
}

const TEXT = {
  title: 'Informed Consent',
  signature: 'Signature (type your full name)',
  agree: 'I agree to take part',
  continue: 'Continue',
  failed:
    'An error may have occurred while signing consent, and the consent form has not been submitted. Please contact the study team by phone or e-mail.',
} as const;

export function ConsentProcedure({ userStudyId, userId, onComplete }: ConsentProcedureProps) {
  const client = useApiClient();
  const [current, setCurrent] = useState<{ consent: UserConsent; body: ConsentBody } | null>(null);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const advance = useCallback(async () => {
    const step = nextConsentStep(await listConsents(client, userId, userStudyId));
    if (step.kind !== 'sign') return onComplete();
    setCurrent({ consent: step.consent, body: await getConsentBody(client, step.consent.id) });
    setName('');
    setAgreed(false);
  }, [client, userId, userStudyId, onComplete]);

  useEffect(() => {
    advance().catch(() => setFailed(true));
  }, [advance]);

  if (!current) return failed ? <p role="alert">{TEXT.failed}</p> : null;
  const sign = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const ids = { participantId: userId, userStudyId, consentId: current.consent.id };
      await signConsent(client, ids, { subject_name: name.trim(), user_consent_id: current.consent.user_consent_id });
      await advance();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="registry-survey-page registry-consent">
      <h1>{current.body.description || current.consent.description || TEXT.title}</h1>
      <div
        className="registry-consent__text"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.body.consent) }}
      />
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.body.agreement_text) }} />
      <TextField label={TEXT.signature} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      <Checkbox label={TEXT.agree} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {failed && <p role="alert">{TEXT.failed}</p>}
      <Button onClick={sign} disabled={!canSignConsent(name, agreed)} loading={busy}>
        {TEXT.continue}
      </Button>
    </section>
  );
}
