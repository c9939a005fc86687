import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { DIALOG_TEXTS } from './dialog-texts';

export interface ConfirmationDialogProps {
  /** true for Confirm, false for Cancel, undefined for the close icon or Escape. */
  onClose: (result?: boolean) => void;
  open?: boolean;
  title?: ReactNode;
  question?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  hideConfirm?: boolean;
  hideCancel?: boolean;
  showCloseIcon?: boolean;
  /** The Confirm button in the danger colour, for destructive actions. */
  danger?: boolean;
  maxWidth?: string | number;
}

/** Spec 000 §2 Confirmation: the question defaults to 'Are you sure?', labels and buttons configurable. */
export function ConfirmationDialog({
  onClose,
  open = true,
  title = DIALOG_TEXTS.confirmationTitle,
  question = DIALOG_TEXTS.confirmationQuestion,
  confirmLabel = DIALOG_TEXTS.confirm,
  cancelLabel = DIALOG_TEXTS.cancel,
  hideConfirm = false,
  hideCancel = false,
  showCloseIcon = false,
  danger = false,
  maxWidth,
}: ConfirmationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose(undefined)}
      title={title}
      showCloseIcon={showCloseIcon}
      maxWidth={maxWidth}
      footer={
        <>
          {!hideCancel && (
            // The harmless answer takes focus first, so a stray Enter never confirms.
            <Button variant="secondary" onClick={() => onClose(false)} data-autofocus="">
              {cancelLabel}
            </Button>
          )}
          {!hideConfirm && (
            <Button variant={danger ? 'danger' : 'primary'} onClick={() => onClose(true)}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {typeof question === 'string' ? <p>{question}</p> : question}
    </Dialog>
  );
}
