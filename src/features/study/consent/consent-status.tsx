import { useEffect, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { UserConsent } from '@contract';
import { Button, ButtonLink } from '@/shared/ui/button';
import { listConsents } from '../api/list-consents';
import { isConsentSigned } from '@engine/screen';
import { ConsentError } from './consent-error';
import { ConsentFileButtons } from './consent-file-buttons';
import { CONSENT_TEXT, STATUS_TEXT } from './consent-texts';
import { useReadableTime } from '@/shared/session/readable-time';
import './consent.css';

export interface ConsentStatusProps {
  studyId: number;
  userStudyId: number;
  userId: number;
  /** The next procedure's title; no button without one (spec 001 §6: eligibility from the next title). */
  nextProcedureTitle?: string | null;
  onNext?: () => void;
  /**
   * What the page shows under the list (its actions, the study team's contact): drawn once the list
   * has come, so the list arriving does not push it down under the reader's eyes (layout shift).
   */
  children?: ReactNode;
}

/**
 * The consent status of a completed consent procedure (spec 001 §2): each signed consent with
 * View consent, Download and Print and its signed timestamp, the next-procedure button and
 * 'Back to Dashboard'. The survey's status page renders it.
 */
export function ConsentStatus(props: ConsentStatusProps) {
  const { studyId, userStudyId, userId, nextProcedureTitle, onNext, children } = props;
  const client = useApiClient();
  const time = useReadableTime();
  const [consents, setConsents] = useState<UserConsent[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    listConsents(client, userId, userStudyId).then(
      (list) => live && setConsents(list.filter(isConsentSigned)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client, userId, userStudyId, attempt]);

  if (failed)
    return (
      <>
        <ConsentError
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
        {children}
      </>
    );
  if (!consents)
    return (
      <p className="registry-consent__loading" role="status">
        {CONSENT_TEXT.loading}
      </p>
    );
  return (
    <>
      <section className="registry-consent-status" aria-label={STATUS_TEXT.title}>
        <p>{STATUS_TEXT.intro}</p>
        <ul className="registry-consent-status__list">
          {consents.map((consent) => {
            const label = consent.description ?? STATUS_TEXT.title;
            return (
              <li key={consent.id} className="registry-consent-status__item">
                <h2>{label}</h2>
                {consent.signature && (
                  <p>
                    {STATUS_TEXT.signedAt(time(consent.signature.created_at, 'signed'))} ·{' '}
                    {consent.signature.subject_name}
                  </p>
                )}
                <div className="registry-consent-status__actions">
                  <ButtonLink
                    variant="secondary"
                    href={paths.signedConsent.href(studyId, userId, consent.user_consent_id)}
                    aria-label={`${STATUS_TEXT.view}: ${label}`}
                  >
                    {STATUS_TEXT.view}
                  </ButtonLink>
                  <ConsentFileButtons userId={userId} userConsentId={consent.user_consent_id} label={label} />
                </div>
              </li>
            );
          })}
        </ul>
        <div className="registry-consent-status__actions">
          {nextProcedureTitle && onNext && <Button onClick={onNext}>{STATUS_TEXT.next(nextProcedureTitle)}</Button>}
          <ButtonLink variant="secondary" href={paths.dashboard.href()}>
            {STATUS_TEXT.backToDashboard}
          </ButtonLink>
        </div>
      </section>
      {children}
    </>
  );
}
