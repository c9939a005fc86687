import { Button } from './button';
import { Dialog } from './dialog';
import { SESSION_EXPIRED_TEXTS as TEXTS } from './dialog-texts';

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
      title={TEXTS.title}
      footer={
        <Button onClick={() => onClose(true)} data-autofocus="">
          {TEXTS.signIn}
        </Button>
      }
    >
      <p>{TEXTS.text}</p>
    </Dialog>
  );
}
