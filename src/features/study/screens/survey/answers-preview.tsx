import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Question } from '@contract/study';
import { Button } from '@/shared/ui/button';
import { CARD_CLASS } from '@/shared/ui/card';
import type { QuestionFlow } from '@engine';
import { previewRows } from './preview-answers';
import { PREVIEW_TEXT as T } from './preview-texts';
import { focusWhenLost } from '@/shared/ui/focus-lost';
import { InLang } from '../../components/content-lang';
import './status-pages.css';

/**
 * The answers preview of a procedure before its submit (the confirmation page's 'Review my
 * answers', spec 001 §2): every shown question with the answers given and a Change link that
 * opens the question in the survey, and a way back to the confirmation page.
 */
export function AnswersPreview(props: {
  flow: QuestionFlow;
  /** The procedure's shown questions (the engine's shownQuestions). */
  shown: readonly Question[];
  /** The procedure's title. */
  title: string;
  /** The survey address of a question, opened to change its answer. */
  href: (questionId: number) => string;
  onBack: () => void;
}) {
  const { flow, shown, title: procedureTitle, href, onBack } = props;
  const [, navigate] = useLocation();
  const rows = useMemo(() => previewRows(flow, shown), [flow, shown]);
  return (
    <section className={`${CARD_CLASS} registry-survey-page registry-survey-preview`}>
      <h1 tabIndex={-1} ref={focusWhenLost}>
        {T.previewTitle(procedureTitle)}
      </h1>
      <p>{T.previewLead}</p>
      <dl className="registry-survey-preview__list">
        {rows.map((row) => (
          <div key={row.question.id} className="registry-survey-preview__row">
            <dt>
              {row.question.title?.trim() ? (
                <InLang of={row.question}>{row.question.title.trim()}</InLang>
              ) : (
                procedureTitle
              )}
            </dt>
            <dd>{row.lines.length > 0 ? row.lines.map((line, i) => <p key={i}>{line}</p>) : <p>{T.notAnswered}</p>}</dd>
            <dd className="registry-survey-preview__change">
              <a
                href={href(row.opens)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(href(row.opens));
                }}
              >
                {T.change}{' '}
                <span className="registry-visually-hidden">
                  {T.changeWhat(row.question.title?.trim() || procedureTitle)}
                </span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <div className="registry-survey-actions">
        <Button onClick={onBack}>{T.backToConfirmation}</Button>
      </div>
    </section>
  );
}
