import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { DIALOG_TEXTS, ERROR_DIALOG_ENGLISH, ERROR_DIALOG_TEXTS } from './dialog-texts';
import { SafeHtml } from './safe-html';

export interface ErrorDialogProps {
  onClose: (result?: undefined) => void;
  open?: boolean;
  /** The spec does not give defaults for the title and action text; these are ours. */
  title?: ReactNode;
  /** What went wrong (the action that failed). */
  actionText?: ReactNode;
  /** What to do next, as HTML from the server: sanitised before it is shown. */
  whatToDoHtml?: string;
  closeLabel?: string;
}

/** The English defaults by name (the dialog shows ERROR_DIALOG_TEXTS, in the page's language). */
export const ERROR_DIALOG_DEFAULT_TITLE: string = ERROR_DIALOG_ENGLISH.title;
export const ERROR_DIALOG_DEFAULT_ACTION: string = ERROR_DIALOG_ENGLISH.action;

/** Spec 000 §2 error dialog: title, action text, what-to-do HTML, Close button. */
export function ErrorDialog({
  onClose,
  open = true,
  title = ERROR_DIALOG_TEXTS.title,
  actionText = ERROR_DIALOG_TEXTS.action,
  whatToDoHtml,
  closeLabel = DIALOG_TEXTS.close,
}: ErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose(undefined)}
      title={title}
      // The footer's Close button is the one way out besides Escape; a second 'Close' would be ambiguous.
      showCloseIcon={false}
      footer={
        <Button onClick={() => onClose(undefined)} data-autofocus="">
          {closeLabel}
        </Button>
      }
    >
      {typeof actionText === 'string' ? <p>{actionText}</p> : actionText}
      {/* Through SafeHtml: DOMPurify loads with the first dialog that has markup, not with every screen that may open one. */}
      {whatToDoHtml && <SafeHtml className="registry-dialog__html" html={whatToDoHtml} />}
    </Dialog>
  );
}
