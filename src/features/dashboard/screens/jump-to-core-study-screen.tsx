import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { useTrackEvent } from '@/shared/analytics/analytics';
import { logEvent } from '@/shared/api/calls/log-event';
import { STUDY_BEGIN_EVENT } from '@contract/event-names';
import { useSession } from '@/shared/session/session-context';
import { ButtonLink } from '@/shared/ui/button';
import { listUserStudies } from '../api/list-user-studies';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';
import { coreStudyOf, postsStudyBegin } from '../model';
import '../dashboard.css';

const NO_CORE_STUDY = 'no-core-study';

/**
 * /dashboard/jump-to-core-study: straight into the core study (e-mail links use it). Starting it
 * posts the study-begin event like the dashboard's button; without a core study, or when a call
 * fails, the page says so and leads back to the dashboard.
 */
export function JumpToCoreStudyScreen() {
  useSignals();
  const client = useApiClient();
  const participantId = useSession().userId.value;
  const [, navigate] = useLocation();
  const track = useTrackEvent();
  // What went wrong, not its text: the text is read when rendering, in the language shown then.
  const [problem, setProblem] = useState<'none' | 'failed' | null>(null);
  // Once per visit, even when React runs the effect twice: one study-begin event, one navigation.
  const started = useRef(false);

  useEffect(() => {
    if (participantId === null || started.current) return;
    started.current = true;
    (async () => {
      const core = coreStudyOf(await listUserStudies(client, participantId));
      if (!core) throw new Error(NO_CORE_STUDY);
      if (postsStudyBegin(core)) {
        await logEvent(client, participantId, { study: core.study_id, user_study: core.id, event: STUDY_BEGIN_EVENT });
        track({ name: 'fe_study_begin', studyId: core.study_id, userStudyId: core.id });
      }
      navigate(paths.survey.href({ studyId: core.study_id, userStudyId: core.id, userId: participantId }), {
        replace: true,
      });
    })().catch((error: unknown) => {
      setProblem(error instanceof Error && error.message === NO_CORE_STUDY ? 'none' : 'failed');
    });
  }, [client, participantId, navigate, track]);

  return (
    <div className="registry-dash">
      <h1 className="registry-dash__title">{T.jump.title}</h1>
      {problem ? (
        <div className="registry-dash-error" role="alert">
          <p>{problem === 'none' ? T.jump.none : T.loadError.text}</p>
          <ButtonLink href={paths.dashboard.href()}>{T.jump.back}</ButtonLink>
        </div>
      ) : (
        <p role="status">{T.jump.opening}</p>
      )}
    </div>
  );
}
