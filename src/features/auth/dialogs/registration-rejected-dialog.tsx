import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { REGISTRATION_REJECTED_TEXT } from '../model/messages';

export const REGISTRATION_REJECTED_TITLE = 'Registration rejected';

/** Spec 000 §8: a registration the guard blocked (403 'registration is blocked'); closing goes to /. */
export function RegistrationRejectedDialog({ onClose, open = true }: { onClose: () => void; open?: boolean }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={REGISTRATION_REJECTED_TITLE}
      footer={
        <Button onClick={onClose} data-autofocus="">
          OK
        </Button>
      }
    >
      {REGISTRATION_REJECTED_TEXT.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Dialog>
  );
}
