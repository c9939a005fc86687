import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface InternalServerErrorDialogProps {
  onClose: (result?: undefined) => void;
  open?: boolean;
  /** When the error happened (shown so the user can tell support); default: when the dialog opened. */
  occurredAt?: Date;
}

export const INTERNAL_SERVER_ERROR_TITLE = 'Internal Server Error';

/** Spec 000 §8 / 001 §8: shown for HTTP 500; opened through the generic error path (only if no other dialog is open). */
export function InternalServerErrorDialog({ onClose, open = true, occurredAt }: InternalServerErrorDialogProps) {
  // Fixed at first render so that re-renders do not move the time the user reports.
  const [at] = useState(() => occurredAt ?? new Date());
  return (
    <Dialog
      open={open}
      onClose={() => onClose(undefined)}
      title={INTERNAL_SERVER_ERROR_TITLE}
      // The footer's Close button is the one way out besides Escape; a second 'Close' would be ambiguous.
      showCloseIcon={false}
      footer={
        <Button onClick={() => onClose(undefined)} data-autofocus="">
          Close
        </Button>
      }
    >
      <p>The server encountered an internal error or misconfiguration and was unable to complete your request.</p>
      <p>Please contact support, and tell them the time of the error and what you were doing when it happened.</p>
      <p>
        Time of the error: <time dateTime={at.toISOString()}>{at.toLocaleString('en-US')}</time>
      </p>
    </Dialog>
  );
}
