import { useApiClient } from '@/shared/api/api-context';
import { getSignedConsentPdf } from '@/shared/api/calls/get-signed-consent-pdf';
import { Button } from '@/shared/ui/button';
import { useFeedback } from '@/shared/ui/feedback/feedback-context';
import { CONSENT_TEXT, STATUS_TEXT } from './consent-texts';
import { printFile, saveFile } from './file-actions';

/** Download and Print of a signed consent's PDF (Print hidden in the gadget layout); a failure shows the generic snackbar. */
export function ConsentFileButtons({
  userId,
  userConsentId,
  label,
}: {
  userId: number;
  userConsentId: number;
  label: string;
}) {
  const client = useApiClient();
  const feedback = useFeedback();
  const run = (action: typeof saveFile) => async () => {
    try {
      action(await getSignedConsentPdf(client, userId, userConsentId));
    } catch {
      feedback.showSnackbar(CONSENT_TEXT.genericFailure, 'failure');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={run(saveFile)} aria-label={`${STATUS_TEXT.download}: ${label}`}>
        {STATUS_TEXT.download}
      </Button>
      <Button
        variant="secondary"
        className="registry-print-action"
        onClick={run(printFile)}
        aria-label={`${STATUS_TEXT.print}: ${label}`}
      >
        {STATUS_TEXT.print}
      </Button>
    </>
  );
}
