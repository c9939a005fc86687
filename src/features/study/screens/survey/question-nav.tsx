import type { Question } from '@contract/study';
import { Button } from '@/shared/ui/button';
import { Tooltip } from '@/shared/ui/tooltip';
import { WIDGET_TEXT } from '@/shared/widgets/widget-texts';
import { NAVIGATION_TEXT } from '@engine/screen';
import type { ActiveQuestionView } from '@engine/screen';
import type { QuestionFlow } from '@engine';
import { questionTree } from '../../session/draft-answers';
import type { QuestionSaveStatus } from '../../session/save-queue';
import type { SessionSnapshot } from '../../session/study-session';
import { SURVEY_TEXT as T } from './survey-texts';

/** What a Next click said: the invalid hint, the confirmation warning, or the warning shown once. */
export type Notice = { kind: 'invalid' } | { kind: 'confirm'; text: string } | { kind: 'warn' } | null;

export interface TreeStatus {
  state: 'idle' | QuestionSaveStatus['state'];
  messages: string[];
}

/** The save state of a question and its sub-questions: a failure first, then kept offline, saving, saved. */
export function treeStatus(snapshot: SessionSnapshot, flow: QuestionFlow, question: Question): TreeStatus {
  const statuses = questionTree(flow, question)
    .map((q) => snapshot.saves.get(q.id))
    .filter((s): s is QuestionSaveStatus => !!s);
  for (const state of ['failed', 'refused', 'offline', 'saving', 'saved'] as const) {
    const found = statuses.filter((s) => s.state === state);
    if (found.length) return { state, messages: [...new Set(found.flatMap((s) => s.messages))] };
  }
  // Answers of other questions kept on the device: the line stays on every question until they are sent.
  const kept = [...snapshot.saves.values()].find((s) => s.state === 'offline');
  if (kept) return { state: 'offline', messages: kept.messages };
  return { state: 'idle', messages: [] };
}

/**
 * 'Saving… / Saved / Not saved' (announced politely); a refusal's server messages as red paragraphs.
 * Without a connection, the line that the answers are kept on the phone: the same words from one
 * question to the next, so the status announces them once, not at every Next.
 */
export function SaveStatus({ status, onRetry }: { status: TreeStatus; onRetry: () => void }) {
  const failed = status.state === 'failed' || status.state === 'refused';
  return (
    <div className="registry-survey-save">
      <p className="registry-survey-save__state" role="status">
        {status.state === 'saving' && T.saving}
        {status.state === 'saved' && T.saved}
        {status.state === 'offline' && status.messages[0]}
        {failed && <strong className="registry-survey-save__failed">{T.notSaved}</strong>}
      </p>
      {failed && (
        <div role="alert">
          {status.messages.map((m) => (
            <p key={m} className="registry-field__error registry-survey-save__message">
              {m}
            </p>
          ))}
        </div>
      )}
      {status.state === 'failed' && (
        <Button variant="secondary" onClick={onRetry}>
          {T.retrySave}
        </Button>
      )}
    </div>
  );
}

export function QuestionNav(props: {
  view: ActiveQuestionView;
  valid: boolean;
  notice: Notice;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { view, valid, notice, busy, onPrevious, onNext } = props;
  const nextButton = (
    <Button onClick={onNext} loading={busy} aria-describedby={notice ? 'registry-survey-notice' : undefined}>
      {view.nextButtonTitle === 'Finish' ? NAVIGATION_TEXT.finish : NAVIGATION_TEXT.next}
    </Button>
  );
  return (
    <div className="registry-survey-nav">
      {notice && (
        <div
          id="registry-survey-notice"
          role="alert"
          className={`registry-survey-notice registry-survey-notice--${notice.kind}`}
        >
          {notice.kind === 'invalid' && <p>{WIDGET_TEXT.requiredHint}</p>}
          {notice.kind === 'confirm' && (
            <>
              <p className="registry-survey-notice__title">{T.confirmHeading}</p>
              <p>{notice.text}</p>
            </>
          )}
          {notice.kind === 'warn' && (
            <>
              <p className="registry-survey-notice__title">{T.warningHeading}</p>
              <p>{T.warningNote}</p>
            </>
          )}
        </div>
      )}
      <div className="registry-survey-nav__buttons">
        <Button variant="secondary" onClick={onPrevious} disabled={view.isFirstQuestion || busy}>
          {T.previous}
        </Button>
        <span className="registry-survey-nav__count" aria-hidden="true">
          {view.numberOfCurrentQuestion}/{view.total}
        </span>
        {valid ? nextButton : <Tooltip content={NAVIGATION_TEXT.nextBlocked}>{nextButton}</Tooltip>}
      </div>
    </div>
  );
}
