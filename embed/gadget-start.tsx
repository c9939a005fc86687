import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { listUserStudies } from '@/features/dashboard/api/list-user-studies';
import { postsStudyBegin } from '@/features/dashboard/model/card-actions';
import { useTrackEvent } from '@/shared/analytics/analytics';
import { useApiClient } from '@/shared/api/api-context';
import { logEvent } from '@/shared/api/calls/log-event';
import { STUDY_BEGIN_EVENT } from '@contract/event-names';
import { useSessionState } from '@/shared/session/session-hooks';
import { Button, ButtonLink } from '@/shared/ui/button';
import type { SurveySource, SurveyTarget } from './survey-attributes';
import { SURVEY_GADGET_TEXT as T } from './survey-gadget-texts';
import { pickUserStudy, surveyQuery } from './survey-target';
import { CARD_CLASS } from '@/shared/ui/card';

type Problem = 'not-found' | 'load-error' | null;

/** A short page of the gadget: a title, a text and its actions, announced when it replaces the survey. */
function GadgetPage({
  title,
  text,
  alert,
  children,
}: {
  title: string;
  text: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`${CARD_CLASS} registry-survey-page registry-gadget-page`} role={alert ? 'alert' : undefined}>
      <h2>{title}</h2>
      <p>{text}</p>
      {children && <div className="registry-survey-actions">{children}</div>}
    </section>
  );
}

/**
 * The gadget's first screen: signed out, the sign-in inside the gadget (which comes back here);
 * signed in, the participant's user study of the page's study, opened in the survey. Starting a
 * study that was not started posts the study-begin event, as the dashboard's Start button does.
 */
export function GadgetStart({
  target,
  source,
  signingIn = false,
}: {
  target: SurveyTarget;
  source: SurveySource;
  /** A partner's token is being signed in: wait for it rather than show the sign-in form. */
  signingIn?: boolean;
}) {
  const { signedIn, userId } = useSessionState();
  const client = useApiClient();
  const track = useTrackEvent();
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<Problem>(null);
  const [attempt, setAttempt] = useState(0);
  // Once per attempt, even when React runs the effect twice: one study-begin event, one navigation.
  const started = useRef(-1);
  const configured = target.studyId !== null || target.userStudyId !== null;

  useEffect(() => {
    // A handed-over token: wait until its sign-in (and the profile's checks) are done.
    if (signingIn || !signedIn || userId === null || !configured || started.current === attempt) return;
    started.current = attempt;
    (async () => {
      const userStudy = pickUserStudy(await listUserStudies(client, userId), target);
      if (!userStudy) return setProblem('not-found');
      if (postsStudyBegin(userStudy)) {
        await logEvent(client, userId, {
          study: userStudy.study_id,
          user_study: userStudy.id,
          event: STUDY_BEGIN_EVENT,
        });
        track({ name: 'fe_study_begin', studyId: userStudy.study_id, userStudyId: userStudy.id });
      }
      const ids = { studyId: userStudy.study_id, userStudyId: userStudy.id, userId };
      navigate(`${paths.survey.href(ids)}${surveyQuery(source)}`, { replace: true });
    })().catch(() => setProblem('load-error'));
  }, [signingIn, signedIn, userId, configured, attempt, client, target, source, navigate, track]);

  if (!configured) return <GadgetPage title={T.notSetUp.title} text={T.notSetUp.text} alert />;
  if (signingIn) return <p role="status">{T.opening}</p>;
  if (!signedIn) return <Redirect to={paths.login.href('/')} replace />;
  if (problem === 'not-found') return <GadgetPage title={T.notFound.title} text={T.notFound.text} alert />;
  if (problem === 'load-error')
    return (
      <GadgetPage title={T.loadError.title} text={T.loadError.text} alert>
        <Button
          onClick={() => {
            setProblem(null);
            setAttempt((n) => n + 1);
          }}
        >
          {T.loadError.retry}
        </Button>
      </GadgetPage>
    );
  return <p role="status">{T.opening}</p>;
}

/**
 * Where the survey's 'Back to Dashboard' and 'Save and Leave' lead inside a partner's page: the
 * registry's dashboard is not part of the gadget, so it says the answers are kept and offers the
 * way back into the study (`resume`: the procedure left, else the start). A visitor who is not
 * signed in (the sign-in screen's brand link) has no answers here: the start, which signs in.
 */
export function GadgetHome({ resume = '/' }: { resume?: string }) {
  const { signedIn } = useSessionState();
  if (!signedIn) return <Redirect to="/" replace />;
  return (
    <GadgetPage title={T.home.title} text={T.home.text}>
      <ButtonLink href={resume}>{T.home.continue}</ButtonLink>
      <ButtonLink href={paths.logout.href()} variant="secondary">
        {T.home.signOut}
      </ButtonLink>
    </GadgetPage>
  );
}
