import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import type { ProcedureId } from '@contract/study';
import { backDecision, JUST_SUBMITTED } from '@engine/screen';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { nextProcedure, shownQuestions, unansweredQuestionIds, orderedQuestions } from '@engine';
import { useSettings } from '@/shared/settings/settings-context';
import { isPartnerSource } from '@contract/partner-source';
import { loadDestination, loadKindOf } from '../../session/load-plan';
import { useRouteIds } from '../parts/route-ids';
import { useStudySession } from '../../session/use-study-session';
import { ProcedureSteps } from './procedure-steps';
import { QuestionScreen } from './question-screen';
import { SURVEY_TEXT as T } from './survey-texts';
import { LoadFailed, SurveyFrame } from './survey-frame';
import { useMissingAnswersDialog } from './survey-dialogs';
import { useLeaveGuard } from './use-leave-guard';
import { usePhoneLandscape } from './use-landscape';
import { useWelcomeGate } from './use-welcome-gate';
import { surveyTabTitle } from './survey-tab-title';
import { useQuestionSwitch } from './use-question-switch';

// Loaded on use, so a questionnaire's first question opens without them: the consent step, the
// submit (with a core study's external services), the intro and research pages, the answers preview.
const ConsentProcedure = lazy(() =>
  import('../../consent/consent-procedure').then((m) => ({ default: m.ConsentProcedure })),
);
const loadSubmit = () => import('./run-submit');
const loadPages = () => import('./procedure-pages');
const IntroStep = lazy(() => loadPages().then((m) => ({ default: m.IntroStep })));
const ResearchStep = lazy(() => loadPages().then((m) => ({ default: m.ResearchStep })));
const AnswersPreview = lazy(() => import('./answers-preview').then((m) => ({ default: m.AnswersPreview })));

// The survey route's ids. useRouteIds (screens/parts/route-ids.ts) reads them for the other study pages; the
// survey keeps its own in this chunk, which the gadget loads before its first question (docs/architecture.md).
/**
 * The survey route (spec 001 §2, §4): loads the study session, sends the participant where the
 * load says (not eligible, closed, a completed procedure's status page), and shows the procedure:
 * intro, questions, consent or research, with the side navigation of procedures.
 */
export interface SurveyScreenProps {
  /**
   * The public application part (spec 001 §1, §2; DECISIONS §9): the unanswered banner, 'Save and
   * Leave', the contact details under the question. Default: from the URL's `source`.
   */
  publicApp?: boolean;
}

export function SurveyScreen(props: SurveyScreenProps = {}) {
  const ids = useRouteIds();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const asked = query.get('procedure');
  const questionId = query.get('questionId') ? Number(query.get('questionId')) : null;
  const preview = query.get('preview') === 'true';
  // A question opened from the answers preview to change it: its next move returns to the preview.
  const fromReview = query.get('review') === 'true';
  const source = query.get('source') || 'registry';
  // The public application part (DECISIONS §9): ?source=public, a partner source, or the host's prop.
  const publicApp = props.publicApp ?? (source === 'public' || isPartnerSource(source));
  const { session, snapshot, reload } = useStudySession(ids);
  const [backing, setBacking] = useState(false);
  const settings = useSettings();
  const feedback = useFeedback();
  const data = snapshot.data;
  const ready = snapshot.phase === 'ready' && !!data;

  const askedState = snapshot.procedures.find((p) => p.id === asked);
  const destination = ready
    ? loadDestination({
        kind: loadKindOf('survey', asked, isPartnerSource(source) ? source : snapshot.participant?.source),
        userStudy: data.userStudy,
        procedures: data.procedures,
        userProcedures: data.userProcedures,
        asked: askedState?.enabled ? asked : null,
        preselected: data.preselected,
      })
    : null;
  const procedure = destination?.kind === 'open' ? destination.procedure : null;
  const current = snapshot.procedures.find((p) => p.id === procedure) ?? null;

  const surveyHref = useCallback(
    (p: ProcedureId, extra: Record<string, string | number | undefined> = {}) => {
      const params = new URLSearchParams({ procedure: p });
      for (const [k, v] of Object.entries(extra)) if (v !== undefined) params.set(k, String(v));
      if (source !== 'registry') params.set('source', source);
      return `${paths.survey.href(ids)}?${params}`;
    },
    [ids, source],
  );

  // The step this screen is submitting: its submit decides where to go, and the reload it makes
  // (the step now done) must not send the participant to that step's status page first.
  const goingOn = useRef<ProcedureId | null>(null);
  useEffect(() => {
    if (!destination) return;
    if (goingOn.current !== null && goingOn.current === asked) return;
    goingOn.current = null;
    if (destination.kind === 'not-eligible') navigate(paths.notEligible.href(ids, source), { replace: true });
    else if (destination.kind === 'closed-study') navigate(paths.closedStudy.href(ids), { replace: true });
    else if (destination.kind === 'status')
      navigate(paths.procedureStatus.href(ids, { procedure: destination.procedure, source }), { replace: true });
    else if (destination.procedure !== asked) navigate(surveyHref(destination.procedure), { replace: true });
  }, [destination?.kind, procedure, asked]); // eslint-disable-line react-hooks/exhaustive-deps -- acts when the destination changes, not on every new object

  // Leaving the page (reload, closing the tab, the app's links) with unsaved answers asks first (spec 001 §2).
  const guard = useLeaveGuard(session, snapshot.atRisk);

  const gate = useWelcomeGate({
    client,
    ids,
    // The consent step shows its own dialog (ConsentProcedure reads the consent welcome event).
    procedure: current && (current.isScreening || current.isQuestionnaire) ? current.id : null,
    source,
    studyType: data?.userStudy.study_type ?? null,
    adult: snapshot.participant?.profile_type !== 'child',
    settings: data?.moduleSettings ?? [],
    takeEventsLog: session.takeEventsLog,
    peekEventsLog: session.peekEventsLog,
  });
  const landscape = usePhoneLandscape(!!current?.hasQuestions);

  const questionHref = useCallback(
    (id: number, inPreview: boolean) =>
      procedure ? surveyHref(procedure, { questionId: id, preview: inPreview ? 'true' : undefined }) : null,
    [procedure, surveyHref],
  );
  const { shownQuestionId, shownPreview, openQuestion } = useQuestionSwitch({ questionId, preview }, questionHref);

  /**
   * Back (or 'Save and Leave'): valid drafts are saved, then a procedure with nothing left to
   * answer, left from its last question or in preview mode, is submitted (spec 001 §4 Back);
   * missing answers or a not-eligible result go where a submit goes, anything else to the dashboard.
   */
  const back = async () => {
    const dashboard = paths.dashboard.href();
    if (!(await session.saveValid())) return guard.ask(dashboard);
    const flow = session.getSnapshot().flow;
    if (current?.hasQuestions && flow && data && !backing) {
      const ordered = orderedQuestions(flow, current.id);
      const decision = backDecision({
        isLastQuestion: shownQuestionId != null && ordered.at(-1)?.id === shownQuestionId,
        preview: shownPreview,
        unansweredCount: unansweredQuestionIds(flow, current.id).length,
        submitted: !!current.created_at,
      });
      if (decision === 'submit') {
        setBacking(true);
        const { submitOnBack } = await loadSubmit();
        const step = await submitOnBack({
          client,
          session,
          feedback,
          ids,
          procedure: current.id,
          studyType: data.userStudy.study_type,
          clientId: settings.surveyPartner?.clientId,
          externalServices: settings.externalServices,
        });
        setBacking(false);
        if (step.kind === 'stay') return;
        if (step.kind === 'question') return missing.show(current.id, step.id);
        if (step.kind === 'not-eligible') return navigate(paths.notEligible.href(ids, source));
      }
    }
    navigate(dashboard);
  };

  const missing = useMissingAnswersDialog(openQuestion);
  // The submit page keeps the source: the public part stays public after it.
  const openSubmit = useCallback(
    (options: { replace?: boolean } = {}) =>
      procedure &&
      navigate(
        `${paths.procedureSubmit.href(ids)}?procedure=${procedure}${source !== 'registry' ? `&source=${encodeURIComponent(source)}` : ''}`,
        { replace: !!options.replace },
      ),
    [navigate, procedure, ids, source],
  );

  const submitAndGoOn = async (p: ProcedureId) => {
    goingOn.current = p;
    // Refused: the participant stays on the step and reads why.
    if (!(await (await loadSubmit()).submitOrReport(client, ids, p, feedback))) return void (goingOn.current = null);
    await session.refresh();
    if (p === 'intro') {
      const next = nextProcedure(session.getSnapshot().procedures, p);
      navigate(next ? surveyHref(next.id) : paths.procedureStatus.href(ids, { source }));
    } else navigate(paths.procedureStatus.href(ids, { procedure: p, source, status: JUST_SUBMITTED }));
  };

  let content;
  if (snapshot.phase === 'failed') content = <LoadFailed onRetry={reload} />;
  // Until the address names the procedure (the effect above), so the question screen's own
  // navigation to its first question is not overwritten by that redirect (a survey opened bare).
  else if (!current || !snapshot.flow || !data || procedure !== asked) content = <p role="status">{T.loading}</p>;
  else if (current.isIntro)
    content = (
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <IntroStep ids={ids} userStudy={data.userStudy} onContinue={() => void submitAndGoOn('intro')} />
      </Suspense>
    );
  else if (current.isConsent)
    content = (
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <ConsentProcedure {...ids} onComplete={() => void submitAndGoOn('consent')} />
      </Suspense>
    );
  else if (current.isResearch)
    content = (
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <ResearchStep ids={ids} userStudy={data.userStudy} userProcedures={data.userProcedures} />
      </Suspense>
    );
  else if (landscape)
    content = (
      <div className="registry-survey-landscape" role="alert">
        <p>{T.landscape}</p>
        <p>{T.landscapeHint}</p>
      </div>
    );
  else if (preview && questionId == null)
    content = (
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <AnswersPreview
          flow={snapshot.flow}
          shown={shownQuestions(snapshot.flow, current.id)}
          title={current.title}
          href={(id) => surveyHref(current.id, { questionId: id, preview: 'true', review: 'true' })}
          onBack={openSubmit}
        />
      </Suspense>
    );
  else
    content = (
      <QuestionScreen
        session={session}
        snapshot={snapshot}
        procedure={current.id}
        questionId={shownQuestionId}
        preview={shownPreview}
        openQuestion={
          fromReview
            ? (id, o) => (o?.replace ? openQuestion(id, o) : navigate(surveyHref(current.id, { preview: 'true' })))
            : openQuestion
        }
        openSubmit={fromReview ? () => navigate(surveyHref(current.id, { preview: 'true' })) : openSubmit}
        blocked={gate.pending}
        gateReading={gate.reading}
        publicApp={publicApp}
      />
    );

  return (
    <SurveyFrame
      title={data?.userStudy.study_title}
      tabTitle={surveyTabTitle(data?.userStudy.study_title, current, snapshot.flow, shownQuestionId)}
      onBack={() => void back()}
      backLabel={publicApp && current?.hasQuestions ? T.saveAndLeave : undefined}
      loaded={!!data}
      steps={
        snapshot.procedures.length > 0 && (
          <ProcedureSteps
            procedures={snapshot.procedures}
            current={procedure}
            onOpen={(p) => p !== procedure && void guard.leave(surveyHref(p))}
          />
        )
      }
    >
      {content}
      {gate.dialog}
      {guard.dialog}
      {missing.dialog}
    </SurveyFrame>
  );
}
