import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../shared/api/api-context';
import type { Procedure } from '../../../shared/api/contract';
import { listProcedures } from '../api/list-procedures';
import { listUserProcedures } from '../api/list-user-procedures';
import { submitProcedure } from '../api/submit-procedure';
import { ConsentError } from '../consent/consent-error';
import { HARNESS_TEXT } from '../consent/consent-messages';
import { ConsentProcedure } from '../consent/consent-procedure';
import { ConsentStatus } from '../consent/consent-status';
import { StudyPage } from '../consent/study-page';
import { useRouteIds } from './route-ids';

/**
 * Development only (compiled out of the library and the embed like /widget-gallery): the consent
 * step and its status page outside the survey screen, as the survey screen composes them: the
 * procedure when consent is not yet submitted, then the submit, then the status with the next
 * procedure's button. The e2e tests drive consent through it until the survey screen lands.
 */
export function ConsentHarnessScreen() {
  const client = useApiClient();
  const ids = useRouteIds();
  const { studyId, userStudyId, userId } = ids;
  const [, navigate] = useLocation();
  const [stage, setStage] = useState<'loading' | 'sign' | 'submitting' | 'status' | 'error'>('loading');
  const [next, setNext] = useState<Procedure | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([listProcedures(client, studyId), listUserProcedures(client, userId, userStudyId)]).then(
      ([procedures, done]) => {
        if (!live) return;
        const sorted = [...procedures].sort((a, b) => a.order - b.order);
        setNext(sorted[sorted.findIndex((p) => p.id === 'consent') + 1] ?? null);
        setStage(done.some((p) => p.procedure_id === 'consent') ? 'status' : 'sign');
      },
      () => live && setStage('error'),
    );
    return () => {
      live = false;
    };
  }, [client, studyId, userId, userStudyId]);

  const complete = useCallback(() => {
    setStage('submitting');
    submitProcedure(client, userId, userStudyId, 'consent').then(
      () => setStage('status'),
      () => setStage('error'),
    );
  }, [client, userId, userStudyId]);

  return (
    <StudyPage title={HARNESS_TEXT.title}>
      {stage === 'error' && <ConsentError onRetry={() => location.reload()} />}
      {(stage === 'loading' || stage === 'submitting') && (
        <p className="registry-consent__loading" role="status">
          {stage === 'submitting' ? HARNESS_TEXT.submitting : ''}
        </p>
      )}
      {stage === 'sign' && (
        <ConsentProcedure studyId={studyId} userStudyId={userStudyId} userId={userId} onComplete={complete} />
      )}
      {stage === 'status' && (
        <ConsentStatus
          studyId={studyId}
          userStudyId={userStudyId}
          userId={userId}
          nextProcedureTitle={next?.title}
          onNext={() => next && navigate(paths.survey.href(ids, { procedure: next.id }))}
        />
      )}
    </StudyPage>
  );
}
