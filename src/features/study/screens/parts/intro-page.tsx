import { useId, useState } from 'react';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { IntroPage as IntroPageContent, UserStudy } from '@contract';
import { SafeHtml } from '@/shared/ui/safe-html';
import { Button, ButtonLink } from '@/shared/ui/button';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { updateStudyEmails } from '../../api/update-study-emails';
import { foreignLang, InLang } from '../../components/content-lang';
import { useLocale } from '@/shared/i18n/use-locale';
import { displayDay } from './format';
import { COMMON_TEXT, INTRO_TEXT } from './page-texts';
import './pages.css';

export interface IntroPageProps {
  userStudy: UserStudy;
  /** The study's intro pages (HTML from the server, sanitised here). */
  introPages: readonly IntroPageContent[];
  participantId: number;
  /** Whether e-mails about this study are on when the page opens (default on). */
  emailNotifications?: boolean;
  /** Registry participants who have taken part, for the enrollment-goal block. */
  numberOfUsers?: number | null;
  continueLabel?: string;
  onContinue: () => void;
}

/**
 * The study intro page (spec 001 §2): title, approximate time, launch and close dates, the details,
 * the enrollment goal, the e-mail notification switch (On/Off, with its snackbars, §8), a continue
 * button and 'Back to Dashboard'. The survey screen renders it for the intro procedure.
 */
export function IntroPage({
  userStudy,
  introPages,
  participantId,
  emailNotifications = true,
  numberOfUsers,
  continueLabel = INTRO_TEXT.continue,
  onContinue,
}: IntroPageProps) {
  const facts = [
    [INTRO_TEXT.approximateTime, userStudy.study_approximate_complete_time],
    [INTRO_TEXT.launchDate, displayDay(userStudy.study_launch_on)],
    [INTRO_TEXT.closeDate, displayDay(userStudy.study_closed_at)],
  ].filter((f): f is [string, string] => !!f[1]);
  const goal = userStudy.study_number_of_users_goal;
  const page = useLocale();
  return (
    <article className="registry-study-page" aria-labelledby="study-intro-title">
      <h1 id="study-intro-title">
        <InLang of={userStudy}>{userStudy.study_title}</InLang>
      </h1>
      {facts.length > 0 && (
        <dl className="registry-study-page__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd lang={term === INTRO_TEXT.approximateTime ? foreignLang(userStudy, page) : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {introPages.map((intro) => (
        <SafeHtml
          key={intro.id}
          className="registry-study-page__html"
          html={intro.content}
          lang={foreignLang(intro, page)}
        />
      ))}
      {(goal || numberOfUsers) && (
        <section className="registry-study-page__panel" aria-labelledby="study-intro-goal">
          <h2 id="study-intro-goal">{INTRO_TEXT.enrollmentGoal}</h2>
          {goal ? <p className="registry-study-page__figure">{INTRO_TEXT.participantsGoal(goal)}</p> : null}
          {numberOfUsers ? <p>{INTRO_TEXT.registryParticipants(numberOfUsers)}</p> : null}
        </section>
      )}
      <EmailSwitch participantId={participantId} studyId={userStudy.study_id} initial={emailNotifications} />
      <div className="registry-study-page__actions">
        <Button onClick={onContinue}>{continueLabel}</Button>
        <ButtonLink variant="secondary" href={paths.dashboard.href()}>
          {COMMON_TEXT.backToDashboard}
        </ButtonLink>
      </div>
    </article>
  );
}

function EmailSwitch({
  participantId,
  studyId,
  initial,
}: {
  participantId: number;
  studyId: number;
  initial: boolean;
}) {
  const client = useApiClient();
  const feedback = useFeedback();
  const [on, setOn] = useState(initial);
  const [pending, setPending] = useState(false);
  const id = useId();
  const toggle = async () => {
    if (pending) return;
    setPending(true);
    try {
      const answer = await updateStudyEmails(client, participantId, studyId, !on);
      setOn(answer.email_notification_toggle);
      feedback.showSnackbar(answer.email_notification_toggle ? INTRO_TEXT.emailsOn : INTRO_TEXT.emailsOff, 'success');
    } catch {
      // The client showed 'Oops! Something went wrong' (spec 001 §8); the switch keeps its state.
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="registry-switch-row">
      <div>
        <span id={`${id}-label`} className="registry-switch-row__label">
          {INTRO_TEXT.emailToggleLabel}
        </span>
        <span id={`${id}-hint`} className="registry-switch-row__hint">
          {INTRO_TEXT.emailToggleHint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-busy={pending || undefined}
        className="registry-switch"
        onClick={() => void toggle()}
      >
        <span className="registry-switch__track" aria-hidden="true">
          <span className="registry-switch__thumb" />
        </span>
        <span className="registry-switch__state">{on ? INTRO_TEXT.on : INTRO_TEXT.off}</span>
      </button>
    </div>
  );
}
