// Texts of the kit's dialogs (spec 000 §2 Dialogs, §8): the defaults of the generic ones and the
// whole of the session, unsaved-changes and server-error dialogs. Features keep their own.

export const DIALOG_TEXTS = {
  /** The close icon's name, and the Close button of the error dialogs. */
  close: 'Close',
  confirmationTitle: 'Confirmation',
  confirmationQuestion: 'Are you sure?',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;

export const UNSAVED_CHANGES_TEXTS = {
  title: 'You have unsaved changes',
  text: 'If you leave now, the changes you made on this page will be lost.',
  stay: 'Stay on the page',
  leave: 'Leave without saving',
} as const;

export const SESSION_EXPIRED_TEXTS = {
  title: 'Session expired',
  text: 'Your session has expired. Please sign in again to continue.',
  signIn: 'Sign In',
} as const;

export const INTERNAL_SERVER_ERROR_TEXTS = {
  title: 'Internal Server Error',
  text: [
    'The server encountered an internal error or misconfiguration and was unable to complete your request.',
    'Please contact support, and tell them the time of the error and what you were doing when it happened.',
  ],
  time: 'Time of the error:',
} as const;

/** The warning two minutes before a session ends that was not renewed (DECISIONS §3). */
export const SESSION_WARNING_TEXTS = {
  title: 'Your session is about to end',
  /** The participant was away: staying renews the session. */
  renewable: (time: string) =>
    `For your security, you will be signed out at ${time}, in about 2 minutes. Do you want to stay signed in?`,
  /** The session is at its maximum age: it cannot be renewed. */
  atMaximum: (time: string) =>
    `For your security, a session lasts at most 12 hours: you will be asked to sign in again at ${time}, in about 2 minutes.`,
  kept: 'Anything you are typing is kept and shown again after you sign in.',
  stay: 'Stay signed in',
  continue: 'Continue',
  signOut: 'Sign out',
} as const;
