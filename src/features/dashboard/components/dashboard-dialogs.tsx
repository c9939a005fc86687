import { Button } from '@/shared/ui/button';
import { ConfirmationDialog } from '@/shared/ui/confirmation-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { DASHBOARD_TEXT as T } from '../dashboard-texts';

/** Spec 000 §2 Reactivate: re-taking screening loses the previous answers. */
export function ReactivateDialog({ onClose }: { onClose: (confirmed?: boolean) => void }) {
  return (
    <ConfirmationDialog
      title={T.reactivate.title}
      question={T.reactivate.question}
      cancelLabel={T.reactivate.cancel}
      confirmLabel={T.reactivate.confirm}
      onClose={onClose}
    />
  );
}

/** Spec 000 §8: the reattempt limit, with its explanation. */
export function ReattemptLimitDialog({ onClose }: { onClose: () => void }) {
  return (
    <ErrorDialog
      title={T.reattemptLimit.title}
      actionText={T.reattemptLimit.text}
      closeLabel={T.reattemptLimit.close}
      onClose={onClose}
    />
  );
}

/** The partner-network intro, shown once. */
export function PartnerIntroDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.partnerIntro.title}
      footer={
        <Button onClick={onClose} data-autofocus="">
          {T.partnerIntro.button}
        </Button>
      }
    >
      <p>{T.partnerIntro.text}</p>
    </Dialog>
  );
}
