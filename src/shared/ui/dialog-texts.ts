import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/ui/dialog-texts', { es: () => import('./dialog-texts.es') });

// Texts of the kit's dialogs (spec 000 §2 Dialogs, §8): the defaults of the generic ones and the
// whole of the session, unsaved-changes and server-error dialogs. Features keep their own. Spanish:
// dialog-texts.es.ts.

export const DIALOG_TEXTS = texts('DIALOG_TEXTS', {
  /** The close icon's name, and the Close button of the error dialogs. */
  close: 'Close',
  confirmationTitle: 'Confirmation',
  confirmationQuestion: 'Are you sure?',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const);

export const UNSAVED_CHANGES_TEXTS = texts('UNSAVED_CHANGES_TEXTS', {
  title: 'You have unsaved changes',
  text: 'If you leave now, the changes you made on this page will be lost.',
  stay: 'Stay on the page',
  leave: 'Leave without saving',
} as const);

export const SESSION_EXPIRED_TEXTS = texts('SESSION_EXPIRED_TEXTS', {
  title: 'Session expired',
  text: 'Your session has expired. Please sign in again to continue.',
  signIn: 'Sign In',
} as const);

export const INTERNAL_SERVER_ERROR_TEXTS = texts('INTERNAL_SERVER_ERROR_TEXTS', {
  title: 'Internal Server Error',
  text: [
    'The server encountered an internal error or misconfiguration and was unable to complete your request.',
    'Please contact support, and tell them the time of the error and what you were doing when it happened.',
  ],
  time: 'Time of the error:',
} as const);

/** The error dialog's defaults (the spec gives none: ours), in English. */
export const ERROR_DIALOG_ENGLISH = {
  title: 'Oops! Something went wrong',
  action: 'We could not complete your request.',
} as const;
export const ERROR_DIALOG_TEXTS = texts('ERROR_DIALOG_TEXTS', ERROR_DIALOG_ENGLISH);
