import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { getAnswersDocument } from '@/shared/api/calls/get-answers-document';
import type { ProcedureId } from '@contract';
import { currentLocale } from '@/shared/i18n/locale';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { Button } from '@/shared/ui/button';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { listProcedures } from '../api/list-procedures';
import { listUserProcedures } from '../api/list-user-procedures';
import { CONSENT_TEXT, REVIEW_TEXT } from '../consent/consent-texts';
import { useReadableTime } from '@/shared/session/readable-time';
import { printFile, saveFile } from '../consent/file-actions';
import { useRouteIds } from './parts/route-ids';
import { StudyFrame } from './parts/study-frame';
import '../consent/consent.css';

/** The frame is as tall as its content plus 75 px (spec 001 §9). */
export const FRAME_EXTRA_PX = 75;

const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * The language the server wrote the document in (the participant's profile language, which may not
 * be the page's): its `<html lang>`, else the page's.
 */
function documentLang(html: string): string {
  const lang = new DOMParser().parseFromString(html, 'text/html').documentElement.lang;
  return /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(lang) ? lang : currentLocale();
}

/** The sanitised body as its own document in its own language, with a title (the frame is read on its own). */
const framed = (body: string, lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeText(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;line-height:1.5;margin:0.75rem;color:#1b1f24}h1{font-size:1.5rem}h2{font-size:1.125rem}</style>` +
  `</head><body>${body}</body></html>`;

interface Review {
  html: string;
  title: string;
  submittedAt: string | null;
}

/**
 * `.../review-answers?procedure={id}` (spec 001 §2): the submitted answers in a frame with Back,
 * Download and Print (Print hidden in the gadget layout) and the date-time stamp. The server's HTML
 * is sanitised (no scripts, handlers or forms remain) before it becomes the frame's document; the
 * frame is not sandboxed, so accessibility checkers and the height measure can read inside it.
 */
export function ReviewAnswersScreen() {
  const client = useApiClient();
  const feedback = useFeedback();
  const [, navigate] = useLocation();
  const ids = useRouteIds();
  const { studyId, userStudyId, userId } = ids;
  const query = new URLSearchParams(useSearch());
  const procedure = (query.get('procedure') ?? 'questionnaire') as ProcedureId;
  // Back returns where the participant came from: the dashboard (an achievement's Review), else
  // the procedure's status page.
  const source = query.get('source');
  const backHref =
    query.get('from') === 'dashboard' ? paths.dashboard.href() : paths.procedureStatus.href(ids, { procedure, source });
  const time = useReadableTime();
  const [review, setReview] = useState<Review | 'error' | null>(null);
  const [height, setHeight] = useState<number>();
  // Tab after Print enters the frame, whose document has nothing to focus: the frame shows the ring
  // then. Neither :focus nor a focus event reaches the frame element in the page; the frame's own
  // window says when it gains and loses the focus.
  const [frameFocused, setFrameFocused] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let live = true;
    const ask = { participantId: userId, userStudyId, procedureId: procedure };
    Promise.all([
      getAnswersDocument(client, ask, 'html').then((file) => file.blob.text()),
      listProcedures(client, studyId),
      listUserProcedures(client, userId, userStudyId),
    ]).then(
      ([html, procedures, done]) => {
        if (!live) return;
        const title = procedures.find((p) => p.id === procedure)?.title ?? procedure;
        setReview({
          html: framed(sanitizeHtml(html), documentLang(html), title),
          title,
          submittedAt: done.find((p) => p.procedure_id === procedure)?.created_at ?? null,
        });
      },
      () => live && setReview('error'),
    );
    return () => {
      live = false;
    };
  }, [client, studyId, userId, userStudyId, procedure]);

  const fit = () => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(body.scrollHeight + FRAME_EXTRA_PX);
  };
  const loaded = () => {
    fit();
    const view = frame.current?.contentWindow;
    view?.addEventListener('focus', () => setFrameFocused(true));
    view?.addEventListener('blur', () => setFrameFocused(false));
  };
  const pdf = (action: typeof saveFile) => async () => {
    try {
      action(await getAnswersDocument(client, { participantId: userId, userStudyId, procedureId: procedure }, 'pdf'));
    } catch {
      feedback.showSnackbar(CONSENT_TEXT.genericFailure, 'failure');
    }
  };

  const ready = review && review !== 'error' ? review : null;
  return (
    <StudyFrame title={REVIEW_TEXT.title(ready?.title ?? procedure)} heading wide>
      {/* The answers could not be read (spec 001 §8: the generic failure), with a way to try again. */}
      {review === 'error' && (
        <div className="registry-consent__error" role="alert">
          <p>{CONSENT_TEXT.genericFailure}</p>
          <Button variant="secondary" onClick={() => location.reload()}>
            {CONSENT_TEXT.tryAgain}
          </Button>
        </div>
      )}
      {!review && (
        <p className="registry-consent__loading" role="status">
          {REVIEW_TEXT.loading}
        </p>
      )}
      {ready && (
        <div className="registry-review">
          <div className="registry-review__actions">
            <Button variant="secondary" onClick={() => navigate(backHref)}>
              {REVIEW_TEXT.back}
            </Button>
            <Button variant="secondary" onClick={pdf(saveFile)}>
              {REVIEW_TEXT.download}
            </Button>
            <Button variant="secondary" className="registry-print-action" onClick={pdf(printFile)}>
              {REVIEW_TEXT.print}
            </Button>
          </div>
          {ready.submittedAt && (
            <p className="registry-review__stamp">
              {REVIEW_TEXT.answeredOn(ready.title)} <time dateTime={ready.submittedAt}>{time(ready.submittedAt)}</time>
            </p>
          )}
          <iframe
            ref={frame}
            className="registry-review__frame"
            data-focused={frameFocused || undefined}
            title={REVIEW_TEXT.frameTitle(ready.title)}
            srcDoc={ready.html}
            onLoad={loaded}
            style={height ? { height } : undefined}
          />
        </div>
      )}
    </StudyFrame>
  );
}
