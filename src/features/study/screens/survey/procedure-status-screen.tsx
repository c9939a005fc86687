import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { ProcedureId } from '@contract/study';
import { SafeHtml } from '@/shared/ui/safe-html';
import { Button } from '@/shared/ui/button';
import { audienceOf, nextProcedure } from '@engine';
import {
  findModuleSetting,
  JUST_SUBMITTED,
  justSubmittedDialog,
  submitPageState,
  submitFailed,
  isUserStudyClosed,
} from '@engine/screen';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { CLOSED_TEXT } from '../parts/page-texts';
import { useStudySession } from '../../session/use-study-session';
import { ConsentStatus } from '../../consent/consent-status';
import { STATUS_TEXT } from '../../consent/consent-texts';
import { ConclusionPage } from '../parts/conclusion-page';
import { useSettings } from '@/shared/settings/settings-context';
import { resolveSite } from '@/config/site';
import { useLocale } from '@/shared/i18n/use-locale';
import { foreignLang } from '../../components/content-lang';
import { JustSubmitted } from './just-submitted-dialog';
import { useMissingAnswersDialog } from './survey-dialogs';
import { LoadFailed, SurveyFrame } from './survey-frame';
import { useRouteIds } from '../parts/route-ids';
import { runProcedureSubmit } from './run-submit';
import { SURVEY_TEXT as T } from './survey-texts';
import { STATUS_PAGE_TEXT as S } from './status-texts';
import { procedureContact, StatusContact } from './status-contact';
import { SubmittedActions } from './submitted-actions';
import { useLeaveGuard } from './use-leave-guard';
import { focusWhenLost } from '@/shared/ui/focus-lost';
import { CARD_CLASS } from '@/shared/ui/card';

// The procedureSubmit route (the confirmation page and the submit, spec 001 §2, §4 Procedure
// submit) and the procedureStatus route: the consent status of a completed consent, the conclusion
// page after screening and questionnaire (donate, data insights, the main button), else the status
// with the next step.

function useProcedureParam(): ProcedureId | null {
  const value = new URLSearchParams(useSearch()).get('procedure');
  return (value as ProcedureId | null) ?? null;
}

export function ProcedureSubmitScreen() {
  return <ProcedureScreen mode="submit" />;
}

export function ProcedureStatusScreen() {
  return <ProcedureScreen mode="status" />;
}

function ProcedureScreen({ mode }: { mode: 'submit' | 'status' }) {
  const ids = useRouteIds();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const procedureId = useProcedureParam();
  const query = new URLSearchParams(useSearch());
  const source = query.get('source');
  const feedback = useFeedback();
  const { session, snapshot, reload } = useStudySession(ids);
  const settingsOfApp = useSettings();
  // A module setting's texts are marked with their language when it is not the page's.
  const page = useLocale();
  const [busy, setBusy] = useState(false);
  // Set by this page's own submit, which then decides where to go (the redirect is for arrivals).
  const [submitting, setSubmitting] = useState(false);
  const data = snapshot.data;
  // Without ?procedure the status page shows the latest completed procedure (else the first).
  const latest = [...snapshot.procedures].reverse().find((p) => p.created_at) ?? snapshot.procedures[0] ?? null;
  const procedure = snapshot.procedures.find((p) => p.id === procedureId) ?? (mode === 'status' ? latest : null);
  const submitted = !!procedure?.created_at;
  const guard = useLeaveGuard(session, snapshot.atRisk, busy);
  const missing = useMissingAnswersDialog((id) => procedure && navigate(surveyOf(procedure.id, id)));

  // procedureSubmit of a procedure already submitted shows its status (spec 001 §2).
  useEffect(() => {
    if (mode === 'submit' && submitted && !submitting)
      navigate(paths.procedureStatus.href(ids, { procedure: procedureId ?? undefined, source }), { replace: true });
  }, [mode, submitted, submitting, navigate, ids, procedureId, source]);

  // The status page of a step not submitted would call it completed: the survey opens it instead (a
  // submit that has just brought the participant here carries status=just_submitted). A research
  // procedure is done elsewhere: its status page is where the participant follows it.
  const notSubmittedYet =
    mode === 'status' &&
    snapshot.phase === 'ready' &&
    !!procedure &&
    procedure.id !== 'research' &&
    !submitted &&
    !query.get('status');
  useEffect(() => {
    if (notSubmittedYet && procedure) navigate(surveyOf(procedure.id), { replace: true });
  }, [notSubmittedYet]); // eslint-disable-line react-hooks/exhaustive-deps -- acts once the load says so

  // The source goes along: the public application part stays public through its status pages.
  const withSource = source && source !== 'registry' ? `&source=${encodeURIComponent(source)}` : '';
  const surveyOf = (p: ProcedureId, questionId?: number) =>
    `${paths.survey.href(ids)}?procedure=${p}${questionId ? `&questionId=${questionId}` : ''}${withSource}`;
  // A submit opens the status page with status=just_submitted: its dialog shows there, once.
  const statusOf = (p: ProcedureId, justSubmitted = false) =>
    paths.procedureStatus.href(ids, { procedure: p, source, status: justSubmitted ? JUST_SUBMITTED : undefined });

  const submit = async () => {
    if (!procedure || !data) return;
    setBusy(true);
    setSubmitting(true);
    const outcome = await runProcedureSubmit({
      client,
      session,
      feedback,
      ids,
      procedure: procedure.id,
      studyType: data.userStudy.study_type,
      clientId: settingsOfApp.surveyPartner?.clientId,
      externalServices: settingsOfApp.externalServices,
    });
    setBusy(false);
    // Refused or not sent: the participant stays here with their answers (the reason was shown).
    if (submitFailed(outcome)) return setSubmitting(false);
    if (outcome.kind === 'missing-answers') return missing.show(procedure.id, outcome.questionIds[0]);
    if (outcome.kind === 'not-eligible') return navigate(paths.notEligible.href(ids, source ?? undefined));
    if (outcome.kind === 'next-procedure') {
      const next = nextProcedure(snapshot.procedures, procedure.id);
      return navigate(next ? surveyOf(next.id) : statusOf(procedure.id));
    }
    // The eligible screening's Success! and the questionnaire's conclusion popup show on the status page.
    navigate(statusOf(procedure.id, true));
  };

  const settings = data?.moduleSettings ?? [];
  const justSubmitted =
    mode === 'status' && procedure && data
      ? justSubmittedDialog({
          status: query.get('status'),
          procedure: procedure.id,
          submitted,
          eligible: data.userStudy.is_eligible !== false,
          settings,
        })
      : null;
  const next = procedure ? nextProcedure(snapshot.procedures, procedure.id) : null;
  // The next procedure's title, "Consent" when the study gives it none (spec 001 §2).
  const nextTitle = next ? next.title.trim() || STATUS_TEXT.nextDefault : null;
  // The submitted procedure's actions and the module's contact, inside the status page's card.
  const extras = procedure && data && mode === 'status' && (
    <>
      <SubmittedActions
        ids={ids}
        procedure={procedure}
        content={findModuleSetting(settings, procedure.id, 'conclusion', 'page')?.content}
        source={source}
      />
      <StatusContact contact={procedureContact(settings, procedure.id, resolveSite(settingsOfApp.site).contact)} />
    </>
  );
  let body;
  if (snapshot.phase === 'failed') body = <LoadFailed onRetry={reload} />;
  else if (!procedure || !data || notSubmittedYet) body = <p role="status">{T.loading}</p>;
  else if (mode === 'submit') {
    const confirmationSetting = findModuleSetting(settings, procedure.id, 'confirmation');
    const confirmation = confirmationSetting?.content;
    const lang = foreignLang(confirmationSetting, page);
    // Submit only with every question answered; else the page leads to the first unanswered one.
    const state = snapshot.flow ? submitPageState(snapshot.flow, procedure.id) : null;
    body = (
      <section className={`${CARD_CLASS} registry-survey-page`}>
        <h1 tabIndex={-1} ref={focusWhenLost}>
          {confirmation?.title ? <span lang={lang}>{confirmation.title}</span> : S.submitTitle(procedure.title)}
        </h1>
        {state?.kind === 'incomplete' ? (
          // The body invites to submit: while a question is unanswered the page says that instead.
          <>
            <p className="registry-survey-incomplete">{state.message ?? T.almostThereBody}</p>
            <div className="registry-survey-actions">
              <Button onClick={() => navigate(surveyOf(procedure.id, state.firstUnanswered))}>{T.goToQuestion}</Button>
            </div>
          </>
        ) : (
          <>
            {confirmation?.body_text ? <SafeHtml html={confirmation.body_text} lang={lang} /> : <p>{S.submitBody}</p>}
            <div className="registry-survey-actions">
              <Button onClick={submit} loading={busy}>
                {confirmation?.button_text ? <span lang={lang}>{confirmation.button_text}</span> : S.submit}
              </Button>
              {/* The answers preview before submit, when the study offers it; not while the submit runs. */}
              {confirmation?.review_answers_button && !busy && (
                <Button variant="secondary" onClick={() => navigate(`${surveyOf(procedure.id)}&preview=true`)}>
                  {S.reviewAnswers}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    );
  } else if (procedure.id === 'consent' && submitted) {
    body = (
      <section className={`${CARD_CLASS} registry-survey-page`}>
        <h1>{S.consentDone(procedure.title)}</h1>
        <ConsentStatus
          {...ids}
          nextProcedureTitle={next && data.userStudy.is_eligible !== false ? nextTitle : null}
          onNext={() => next && navigate(surveyOf(next.id))}
        >
          {extras}
        </ConsentStatus>
      </section>
    );
  } else {
    const conclusionSetting = findModuleSetting(settings, procedure.id, 'conclusion', 'page');
    const conclusion = conclusionSetting?.content;
    const lang = foreignLang(conclusionSetting, page);
    const title = conclusion?.title ? <span lang={lang}>{conclusion.title}</span> : S.statusDone(procedure.title);
    if (submitted && (procedure.id === 'screening' || procedure.id === 'questionnaire'))
      body = (
        <ConclusionPage
          userStudy={data.userStudy}
          procedure={procedure.id}
          eligible={data.userStudy.is_eligible !== false}
          title={title}
          bodyHtml={conclusion?.body_text}
          bodyLang={lang}
          // After screening the main button moves to the next step, after a questionnaire it ends the study.
          mainButtonText={conclusion?.button_text || (nextTitle ? S.nextStep(nextTitle) : null)}
          mainButtonLang={conclusion?.button_text ? lang : undefined}
          onMain={() => navigate(next ? surveyOf(next.id) : paths.dashboard.href())}
          ids={ids}
          onDonated={() => void session.refresh().catch(() => undefined)}
        >
          {extras}
        </ConclusionPage>
      );
    else
      body = (
        <section className={`${CARD_CLASS} registry-survey-page`}>
          <h1>{title}</h1>
          {conclusion?.body_text && <SafeHtml html={conclusion.body_text} lang={lang} />}
          <div className="registry-survey-actions">
            {next && submitted && data.userStudy.is_eligible !== false && (
              <Button onClick={() => navigate(surveyOf(next.id))}>{S.nextStep(nextTitle ?? next.title)}</Button>
            )}
          </div>
          {extras}
        </section>
      );
  }
  // The tab names the page (WCAG 2.4.2): the confirmation page or the step's status, then the study.
  const study = data?.userStudy.study_title;
  const tabTitle =
    study && procedure
      ? T.stepTab(mode === 'submit' ? S.submitTitle(procedure.title) : S.statusDone(procedure.title), study)
      : study;
  return (
    <SurveyFrame title={study} tabTitle={tabTitle} onBack={() => void guard.leave(paths.dashboard.href())}>
      {mode === 'status' && procedure?.id === 'research' && data && isUserStudyClosed(data.userStudy) && (
        <div className="registry-survey-banner" role="status">
          <p className="registry-survey-banner__title">{CLOSED_TEXT.closed}</p>
        </div>
      )}
      {body}
      {guard.dialog}
      {missing.dialog}
      {procedure && (
        <JustSubmitted
          dialog={justSubmitted}
          settings={settings}
          source={source}
          audience={audienceOf(snapshot.participant?.profile_type, snapshot.participant?.age_years ?? null)}
          // Closed: the address loses status=just_submitted, so a reload does not show it again.
          onClose={() => navigate(statusOf(procedure.id), { replace: true })}
        />
      )}
    </SurveyFrame>
  );
}
