import { useState } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import type { RelevantIdResponse, UserStudy } from '@contract';
import { useSettings } from '@/shared/settings/settings-context';
import { Button } from '@/shared/ui/button';
import { afterQuestionnaireSubmit } from '../../integrations/external-services';

// Development only: runs the external services step the survey runs after a core-study
// questionnaire (CSO form, then Relevant ID, stored with POST /imperium-relevant) and shows what
// came back, so e2e covers the development stand-ins' answer and timeout.

export function ExternalServicesPreview({ userStudy, participantId }: { userStudy: UserStudy; participantId: number }) {
  const client = useApiClient();
  const settings = useSettings();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<RelevantIdResponse | null | undefined>(undefined);
  const run = async () => {
    setRunning(true);
    setOutcome(undefined);
    const result = await afterQuestionnaireSubmit(
      { client, settings: settings.externalServices },
      {
        studyType: userStudy.study_type,
        clientId: settings.surveyPartner?.clientId ?? 'dev-preview',
        participantId,
        studyId: userStudy.study_id,
        userStudyId: userStudy.id,
      },
    );
    setOutcome(result);
    setRunning(false);
  };
  return (
    <article className="registry-study-page" aria-labelledby="external-preview-title">
      <h1 id="external-preview-title">External services</h1>
      <p>CSO form: {settings.externalServices?.csoFormScriptUrl ?? 'not set'}</p>
      <p>Relevant ID: {settings.externalServices?.relevantIdScriptUrl ?? 'not set'}</p>
      <Button loading={running} onClick={() => void run()}>
        Run the questionnaire&apos;s external services
      </Button>
      <p role="status">
        {outcome === undefined
          ? ''
          : outcome === null
            ? 'Skipped'
            : outcome.isResponseAvailable
              ? `Relevant ID answered: ${JSON.stringify(outcome.data)}`
              : `Relevant ID failed: ${outcome.failureReason}`}
      </p>
    </article>
  );
}
