import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useReadableTime } from '../session/readable-time';
import { DIALOG_TEXTS, INTERNAL_SERVER_ERROR_TEXTS as TEXTS } from './dialog-texts';

export interface InternalServerErrorDialogProps {
  onClose: (result?: undefined) => void;
  open?: boolean;
  /** When the error happened (shown so the user can tell support); default: when the dialog opened. */
  occurredAt?: Date;
}

/** Spec 000 §8 / 001 §8: shown for HTTP 500; opened through the generic error path (only if no other dialog is open). */
export function InternalServerErrorDialog({ onClose, open = true, occurredAt }: InternalServerErrorDialogProps) {
  // Fixed at first render so that re-renders do not move the time the user reports.
  const [at] = useState(() => occurredAt ?? new Date());
  // In the participant's zone and the page's language, as every time the registry shows.
  const time = useReadableTime();
  return (
    <Dialog
      open={open}
      onClose={() => onClose(undefined)}
      title={TEXTS.title}
      // The footer's Close button is the one way out besides Escape; a second 'Close' would be ambiguous.
      showCloseIcon={false}
      footer={
        <Button onClick={() => onClose(undefined)} data-autofocus="">
          {DIALOG_TEXTS.close}
        </Button>
      }
    >
      {TEXTS.text.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        {TEXTS.time} <time dateTime={at.toISOString()}>{time(at.toISOString(), 'signed')}</time>
      </p>
    </Dialog>
  );
}
