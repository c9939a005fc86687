import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/client/api-error';
import { Button } from '@/shared/ui/button';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { listConsents } from '../api/list-consents';
import { listUserProcedures } from '../api/list-user-procedures';
import { submitProcedure } from '../api/submit-procedure';
import { ConsentError } from '../consent/consent-error';
import { CONSENT_TEXT, NO_CONSENT_TEXT } from '../consent/consent-texts';
import { studySessionFor } from '../session/use-study-session';
import { useRouteIds } from './parts/route-ids';
import { StudyFrame } from './parts/study-frame';
import '../consent/consent.css';

/**
 * `.../no-consent` (spec 001 §2, §4): 'Consent is not required.' with 'Go to Questionnaire', which
 * force-submits the consent procedure (unless already submitted) and opens the questionnaire. A
 * participant who does have consents to sign is sent back to the consent step instead.
 */
export function NoConsentScreen() {
  const client = useApiClient();
  const feedback = useFeedback();
  const [, navigate] = useLocation();
  const ids = useRouteIds();
  const { studyId, userId, userStudyId } = ids;
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listConsents(client, userId, userStudyId).then(
      (consents) => {
        if (!live) return;
        const back = paths.survey.href({ studyId, userStudyId, userId }, { procedure: 'consent' });
        if (consents.length > 0) navigate(back, { replace: true });
        else setState('ready');
      },
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [client, studyId, userId, userStudyId, navigate]);

  const goOn = async () => {
    setBusy(true);
    try {
      const done = await listUserProcedures(client, userId, userStudyId);
      if (!done.some((p) => p.procedure_id === 'consent'))
        await submitProcedure(client, userId, userStudyId, 'consent');
      // The survey keeps its loaded session: without the submit in it, it would open the consent again.
      const { session } = studySessionFor(client, ids);
      if (session.getSnapshot().data) await session.refresh();
      navigate(paths.survey.href(ids, { procedure: 'questionnaire' }));
    } catch (e) {
      feedback.showSnackbar(e instanceof ApiError && e.detail ? e.detail : CONSENT_TEXT.genericFailure, 'failure');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StudyFrame title={NO_CONSENT_TEXT.title} heading wide>
      {state === 'error' && <ConsentError onRetry={() => location.reload()} />}
      {state === 'loading' && (
        <p className="registry-consent__loading" role="status">
          {NO_CONSENT_TEXT.loading}
        </p>
      )}
      {state === 'ready' && (
        <div className="registry-consent">
          <p>{NO_CONSENT_TEXT.body}</p>
          <div className="registry-signature__actions">
            <Button onClick={goOn} loading={busy}>
              {NO_CONSENT_TEXT.button}
            </Button>
          </div>
        </div>
      )}
    </StudyFrame>
  );
}
