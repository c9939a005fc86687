import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { ApiError } from '@/shared/api/client/api-error';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { getAnswersDocument } from '@/shared/api/calls/get-answers-document';
import { getSignedConsentPdf } from '@/shared/api/calls/get-signed-consent-pdf';
import { useTrackEvent } from '@/shared/analytics/analytics';
import { logEvent } from '@/shared/api/calls/log-event';
import { reattemptScreening } from '@/shared/api/calls/reattempt-screening';
import type { UserStudy } from '@contract';
import { STUDY_BEGIN_EVENT } from '@contract/event-names';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { markUserStudyViewed } from '../api/mark-user-study-viewed';
import { marksViewed, postsStudyBegin, type AchievementDocument } from '../model';
import { saveFile } from '@/shared/lib/save-file';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';

/**
 * What the dashboard's buttons do. Start the study posts the study-begin event first and opens
 * nothing when it fails (the client shows 'Oops! Something went wrong'); opening a research
 * opportunity records its first view; Retake screening asks (Reactivate) and starts screening over.
 */
export function useStudyActions(
  client: ApiClient,
  participantId: number,
  patchStudy: (id: number, patch: Partial<UserStudy>) => void,
) {
  const [, navigate] = useLocation();
  const feedback = useFeedback();
  const track = useTrackEvent();
  const [retaking, setRetaking] = useState<UserStudy | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  // A ref, not state: the open handler keeps its identity, so the memoised cards do not re-render.
  const busy = useRef(false);

  const surveyOf = useCallback(
    (us: UserStudy, procedure?: string) =>
      paths.survey.href({ studyId: us.study_id, userStudyId: us.id, userId: participantId }, { procedure }),
    [participantId],
  );

  const open = useCallback(
    async (us: UserStudy) => {
      if (busy.current) return;
      busy.current = true;
      try {
        if (postsStudyBegin(us)) {
          try {
            await logEvent(client, participantId, { study: us.study_id, user_study: us.id, event: STUDY_BEGIN_EVENT });
          } catch {
            return; // the client already told the participant; the study does not open half-started
          }
          // The study data went to the registry; the analytics event goes to the host (DECISIONS §8).
          track({ name: 'fe_study_begin', studyId: us.study_id, userStudyId: us.id });
        }
        if (marksViewed(us)) {
          // A failed mark does not keep the participant from the opportunity; it stays 'Not viewed'.
          await markUserStudyViewed(client, participantId, us.id).then(
            ({ viewed_at }) => patchStudy(us.id, { viewed_at }),
            () => undefined,
          );
        }
        navigate(surveyOf(us));
      } finally {
        busy.current = false;
      }
    },
    [client, participantId, patchStudy, navigate, surveyOf, track],
  );

  const confirmRetake = useCallback(
    async (confirmed: boolean | undefined) => {
      const us = retaking;
      setRetaking(null);
      if (!confirmed || !us) return;
      try {
        const updated = await reattemptScreening(client, participantId, us.id);
        patchStudy(us.id, updated);
        navigate(surveyOf(updated, 'screening'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setLimitReached(true);
        else if (error instanceof ApiError && error.status === 409) feedback.showSnackbar(T.genericFailure, 'failure');
      }
    },
    [retaking, client, participantId, patchStudy, navigate, surveyOf, feedback],
  );

  const download = useCallback(
    async (doc: AchievementDocument) => {
      try {
        const file =
          doc.kind === 'consent'
            ? await getSignedConsentPdf(client, participantId, doc.signedConsentId)
            : await getAnswersDocument(
                client,
                { participantId, userStudyId: doc.userStudyId, procedureId: doc.procedure },
                'pdf',
              );
        saveFile(file);
      } catch {
        // The client showed the generic failure (spec 001 §8).
      }
    },
    [client, participantId],
  );

  return {
    open,
    download,
    retaking,
    askRetake: setRetaking,
    confirmRetake,
    limitReached,
    closeLimit: () => setLimitReached(false),
  };
}
