import { Button } from './button';
import { Dialog } from './dialog';

export interface SessionExpiredDialogProps {
  /** true when the user chose to sign in again. */
  onClose: (result?: boolean) => void;
  open?: boolean;
}

/** Spec 000 §2 Session expired: the token is gone; the user is asked to sign in again. */
export function SessionExpiredDialog({ onClose, open = true }: SessionExpiredDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose(undefined)}
      title="Session expired"
      footer={
        <Button onClick={() => onClose(true)} data-autofocus="">
          Sign In
        </Button>
      }
    >
      <p>Your session has expired. Please sign in again to continue.</p>
    </Dialog>
  );
}
