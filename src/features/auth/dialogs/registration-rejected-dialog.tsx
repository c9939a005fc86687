import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { REGISTRATION_REJECTED_DIALOG as TEXTS } from '../model/dialog-texts';
import { REGISTRATION_REJECTED_TEXT } from '../model/message-texts';

/** Spec 000 §8: a registration the guard blocked (403 'registration is blocked'); closing goes to /. */
export function RegistrationRejectedDialog({ onClose, open = true }: { onClose: () => void; open?: boolean }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={TEXTS.title}
      footer={
        <Button onClick={onClose} data-autofocus="">
          {TEXTS.ok}
        </Button>
      }
    >
      {REGISTRATION_REJECTED_TEXT.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Dialog>
  );
}
