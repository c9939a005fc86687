import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ProcedureId, Question } from '@contract/study';
import { preloadWidgets, WIDGET_MAP } from '@/shared/widgets/widget-map';
import { QuestionFields } from '../../components/question-fields';
import { unansweredQuestionIds, orderedQuestions } from '@engine';
import {
  nextClickDecision,
  previousEntersPreview,
  questionLanding,
  activeQuestionView,
  nextQuestionId,
  previousQuestionId,
  procedureProgress,
  questionList,
  NAVIGATION_TEXT,
  questionState,
  unansweredBanner,
} from '@engine/screen';
import type { QuestionEmission } from '@engine/screen';
import type { StudySession, SessionSnapshot } from '../../session/study-session';
import { QuestionNav, SaveStatus, treeStatus, type Notice } from './question-nav';
import { QuestionListButton, QuestionListPanel } from './question-list';
import { PublicContact } from './public-contact';
import { AlmostThereDialog } from './survey-dialogs';
import { useHeldPress } from './use-held-press';
import { NotImplemented } from './not-implemented';
import { SURVEY_TEXT as T } from './survey-texts';
import { focusWhenLost } from '@/shared/ui/focus-lost';
import { CARD_CLASS } from '@/shared/ui/card';

export interface QuestionScreenProps {
  session: StudySession;
  snapshot: SessionSnapshot;
  procedure: ProcedureId;
  /** The questionId of the URL, if any. */
  questionId: number | null;
  preview: boolean;
  /** Opens a question (the URL's questionId; preview carried along). */
  openQuestion: (id: number, options?: { replace?: boolean; preview?: boolean }) => void;
  /** All answered: the submit page of the procedure (`replace`: in place of the survey's address). */
  openSubmit: (options?: { replace?: boolean }) => void;
  /** A dialog of the welcome gate is pending: navigation waits. */
  blocked: boolean;
  /** The gate is only reading the events log (no dialog yet): Next and Previous pressed meanwhile run once it has. */
  gateReading?: boolean;
  /** The public application part (DECISIONS §9): the unanswered banner above the question, contact details below. */
  publicApp?: boolean;
}

const LONG_TITLE = 200;

/**
 * Performance marks of a question switch (100 ms at 4× CPU
 * slowdown): from the decision to open another question to the new question committed, and to
 * the next frame. Read them with performance.getEntriesByName('registry-survey:question-switch').
 */
export const SWITCH_MARK = 'registry-survey:switch';
function markSwitch() {
  globalThis.performance?.mark?.(SWITCH_MARK);
}
function useSwitchMeasure() {
  useLayoutEffect(() => {
    const perf = globalThis.performance;
    // Only while the mark stands: a second switch within a frame has already measured and cleared it.
    const measure = (name: string) => perf?.getEntriesByName?.(SWITCH_MARK).length && perf.measure(name, SWITCH_MARK);
    if (!measure('registry-survey:question-switch')) return;
    requestAnimationFrame(() => {
      measure('registry-survey:question-switch-frame');
      perf.clearMarks(SWITCH_MARK);
    });
  }, []);
}
/** The public wrapper's banner (spec 001 §2): 'You have N unanswered question(s)!' and the hint. */
function UnansweredBanner({ count }: { count: number }) {
  const title = unansweredBanner(count);
  return (
    <div className="registry-survey-banner" role="status">
      {title && (
        <>
          <p className="registry-survey-banner__title">{title}</p>
          <p>{NAVIGATION_TEXT.unansweredHint}</p>
        </>
      )}
    </div>
  );
}

const supported = (q: Question) => q.options.every((o) => o.widget in WIDGET_MAP);

/**
 * The questions of a procedure: the active question through the QuestionFields adapter, the
 * question list with progress, and Previous/Next as spec 001 §4 says. Every decision is the
 * engine's (nextClickDecision, previousEntersPreview, progress, the list); this only renders it.
 */
export function QuestionScreen(props: QuestionScreenProps) {
  const { snapshot, procedure, questionId, preview, openSubmit, blocked } = props;
  const open = props.openQuestion;
  const openQuestion = useCallback<QuestionScreenProps['openQuestion']>(
    (id, options) => {
      markSwitch();
      open(id, options);
    },
    [open],
  );
  const onOpen = useCallback((id: number) => openQuestion(id, { preview }), [openQuestion, preview]);
  const flow = snapshot.flow!;
  const ordered = useMemo(() => orderedQuestions(flow, procedure), [flow, procedure]);
  const ids = useMemo(() => ordered.map((q) => q.id), [ordered]);
  const activeId = questionId != null && ids.includes(questionId) ? questionId : null;
  const items = useMemo(() => questionList(flow, procedure, activeId), [flow, procedure, activeId]);
  const progress = useMemo(() => procedureProgress(flow, procedure), [flow, procedure]);
  // After the first question shows and the welcome gate has let the participant through: the
  // procedure's other widgets, so later questions do not wait. Not while the gate holds the page
  // (reading the events log, its dialog open): their requests would race the dialog's first paint.
  useEffect(
    () => preloadWidgets(blocked ? [] : ordered.flatMap((q) => q.options.map((o) => o.widget))),
    [blocked, ordered],
  );

  // No (or a hidden, or a not yet reachable) question asked for: the first unanswered one, or, all
  // answered, the confirmation page once the welcome gate has let the participant through.
  const landing = useMemo(() => questionLanding(flow, procedure, questionId), [flow, procedure, questionId]);
  const landingId = landing.kind === 'submit' ? null : landing.id;
  useEffect(() => {
    if (landing.kind === 'question') props.openQuestion(landing.id, { replace: true });
    else if (landing.kind === 'submit' && !blocked) openSubmit({ replace: true });
  }, [landing.kind, landingId, blocked, props.openQuestion, openSubmit]); // eslint-disable-line react-hooks/exhaustive-deps -- props.openQuestion is the stable callback

  if (activeId == null || landing.kind !== 'show') return null;
  const question = ordered.find((q) => q.id === activeId)!;
  const list = { items, percent: progress.percent, onOpen };
  return (
    // The question comes first in the Tab order; the side panel shows on its left (survey.css).
    <div className="registry-survey-questions">
      <div className={`${CARD_CLASS} registry-survey-question`}>
        {props.publicApp && <UnansweredBanner count={unansweredQuestionIds(flow, procedure).length} />}
        <QuestionListButton {...list} />
        <ActiveQuestion
          key={activeId}
          {...props}
          openQuestion={openQuestion}
          question={question}
          ids={ids}
          blocked={blocked}
        />
        {props.publicApp && <PublicContact />}
      </div>
      <QuestionListPanel {...list} />
    </div>
  );
}

function ActiveQuestion(props: QuestionScreenProps & { question: Question; ids: number[] }) {
  const { session, snapshot, procedure, question, ids, preview, openQuestion, openSubmit, blocked } = props;
  const flow = snapshot.flow!;
  const held = useHeldPress(blocked, !!props.gateReading);
  const [showErrors, setShowErrors] = useState(false);
  const [shown, setShown] = useState({ confirmation: false, warning: false });
  const [notice, setNotice] = useState<Notice>(null);
  const [expanded, setExpanded] = useState(false);
  const [almostThere, setAlmostThere] = useState(false);
  const [busy, setBusy] = useState(false);
  // The engine's verdict on the drafts: judged once when the question opens, then as each change
  // emits it. An unchanged verdict keeps its object, so a click that changes nothing renders
  // nothing (a render between a checkbox's click and its change would undo the tick).
  const [state, setState] = useState<Verdict>(() => verdictOf(questionState(flow, question)));
  useSwitchMeasure();
  const view = activeQuestionView(ids, question.id);
  const status = treeStatus(snapshot, flow, question);
  const unanswered = () => unansweredQuestionIds(session.getSnapshot().flow!, procedure);

  const next = async () => {
    if (blocked) return held.hold('next');
    if (busy) return;
    const decision = nextClickDecision({
      valid: state.valid,
      hasWarning: state.hasWarning,
      confirmationWarning: question.confirmation_warning,
      confirmationShown: shown.confirmation,
      warningShown: shown.warning,
    });
    if (decision === 'invalid') {
      setShowErrors(true);
      setNotice({ kind: 'invalid' });
      return;
    }
    if (decision === 'confirm' || decision === 'warn') {
      setShown((s) => ({ ...s, [decision === 'confirm' ? 'confirmation' : 'warning']: true }));
      setNotice(
        decision === 'confirm' ? { kind: 'confirm', text: question.confirmation_warning ?? '' } : { kind: 'warn' },
      );
      return;
    }
    setBusy(true);
    const saved = await session.save(question);
    setBusy(false);
    if (!saved) return;
    const after = session.getSnapshot().flow!;
    const nextId = nextQuestionId(
      orderedQuestions(after, procedure).map((q) => q.id),
      question.id,
    );
    if (nextId != null && !preview) return openQuestion(nextId);
    if (unanswered().length > 0) return setAlmostThere(true);
    if (nextId != null) return openQuestion(nextId, { preview });
    openSubmit();
  };

  const previous = async () => {
    if (blocked) return held.hold('previous');
    if (busy) return;
    // Previous saves valid drafts; an invalid draft stays a draft (kept in storage).
    if (state.valid && snapshot.unsaved.has(question.id)) {
      setBusy(true);
      const saved = await session.save(question);
      setBusy(false);
      if (!saved) return;
    }
    const toPreview = previousEntersPreview(view.isLastQuestion, state.valid, unanswered().length);
    openQuestion(previousQuestionId(ids, question.id)!, { preview: preview || toPreview });
  };

  held.useActions({ next, previous });

  const countId = `registry-survey-q${question.id}`;
  const long = (question.title ?? '').length > LONG_TITLE;
  const addon = long ? (
    <button
      type="button"
      className="registry-survey-more"
      aria-expanded={expanded}
      onClick={() => setExpanded((e) => !e)}
    >
      {expanded ? T.showLess : T.showMore}
    </button>
  ) : null;
  return (
    // No region named by the position: the heading says it (its description), once.
    <section
      className={['registry-survey-active', long && !expanded ? 'registry-survey-active--clamped' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <p className="registry-survey-count" id={countId}>
        {T.progressOf(view.numberOfCurrentQuestion, view.total)}
      </p>
      {supported(question) ? (
        <QuestionFields
          flow={flow}
          question={question}
          onChange={(emission) => {
            session.change(emission.answers);
            setState((before) => (sameVerdict(before, emission) ? before : verdictOf(emission)));
            setNotice(null);
          }}
          showErrors={showErrors}
          headingLevel={1}
          // Focused after a question change, read with its position ('Question n of N').
          headingProps={{ tabIndex: -1, 'aria-describedby': countId, ref: focusWhenLost }}
          idPrefix="registry-survey"
          titleAddon={addon}
        />
      ) : (
        <NotImplemented question={question} />
      )}
      <SaveStatus status={status} onRetry={() => session.retry()} />
      {/* A press while the gate reads the log is held and says it is busy. Its dialog, when shown, is
          modal: the buttons behind it stay as they are (a spinner appearing there would shift the page). */}
      <QuestionNav
        view={view}
        valid={state.valid}
        notice={notice}
        busy={busy || held.holding}
        onPrevious={previous}
        onNext={next}
      />
      {almostThere && (
        <AlmostThereDialog
          onClose={() => setAlmostThere(false)}
          onGo={() => {
            setAlmostThere(false);
            openQuestion(unanswered()[0]);
          }}
        />
      )}
    </section>
  );
}

type Verdict = Pick<QuestionEmission, 'valid' | 'hasWarning'>;
const verdictOf = ({ valid, hasWarning }: Verdict): Verdict => ({ valid, hasWarning });
const sameVerdict = (a: Verdict, b: Verdict) => a.valid === b.valid && a.hasWarning === b.hasWarning;
