import { paths } from '@/config/paths';
import { useApiClient } from '@/shared/api/api-context';
import { getAnswersDocument } from '@/shared/api/calls/get-answers-document';
import type { ModuleSettingContent, ProcedureId } from '@contract/study';
import { Button, ButtonLink } from '@/shared/ui/button';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { CONSENT_TEXT, REVIEW_TEXT } from '../../consent/consent-texts';
import { useReadableTime } from '@/shared/session/readable-time';
import { printFile, saveFile } from '../../consent/file-actions';
import type { SurveyIds } from '../../session/study-session';
import { STATUS_PAGE_TEXT as T } from './status-texts';
import './status-pages.css';

/**
 * The submitted-procedure actions of a status page (spec 001 §2): 'You answered the {procedure
 * title} on:' and the medium date when the module sets show_timestamp; 'View answers', 'Download'
 * and 'Print' as it sets review_answers_button, download_button and print_button (Print hidden in
 * the gadget layout). The documents are the server's answers documents of the procedure.
 */
export function SubmittedActions(props: {
  ids: SurveyIds;
  procedure: { id: ProcedureId; title: string; created_at?: string | null };
  content: ModuleSettingContent | null | undefined;
  source?: string | null;
}) {
  const { ids, procedure, content } = props;
  const client = useApiClient();
  const feedback = useFeedback();
  const time = useReadableTime();
  if (!content || !procedure.created_at) return null;
  const reviewable = procedure.id === 'screening' || procedure.id === 'questionnaire';
  const view = reviewable && !!content.review_answers_button;
  const download = !!content.download_button;
  const print = !!content.print_button;
  const stamp = !!content.show_timestamp;
  if (!view && !download && !print && !stamp) return null;

  const file = (action: typeof saveFile) => async () => {
    try {
      const ask = { participantId: ids.userId, userStudyId: ids.userStudyId, procedureId: procedure.id };
      action(await getAnswersDocument(client, ask, 'pdf'));
    } catch {
      feedback.showSnackbar(CONSENT_TEXT.genericFailure, 'failure');
    }
  };
  const reviewHref =
    reviewable &&
    paths.reviewAnswers.href(ids, procedure.id as 'screening' | 'questionnaire') +
      (props.source && props.source !== 'registry' ? `&source=${encodeURIComponent(props.source)}` : '');
  return (
    <section className="registry-survey-submitted" aria-label={T.actionsLabel(procedure.title)}>
      {stamp && (
        <p>
          {REVIEW_TEXT.answeredOn(procedure.title)}{' '}
          <time dateTime={procedure.created_at}>{time(procedure.created_at)}</time>
        </p>
      )}
      {(view || download || print) && (
        <div className="registry-survey-actions">
          {view && reviewHref && (
            <ButtonLink variant="secondary" href={reviewHref}>
              {T.viewAnswers}
            </ButtonLink>
          )}
          {download && (
            <Button variant="secondary" onClick={file(saveFile)}>
              {T.download}
            </Button>
          )}
          {print && (
            <Button variant="secondary" className="registry-print-action" onClick={file(printFile)}>
              {T.print}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
