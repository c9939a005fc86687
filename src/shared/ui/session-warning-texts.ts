import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/ui/session-warning-texts', { es: () => import('./session-warning-texts.es') });

// Texts of the session warning dialog, apart from the kit's other dialog texts: they load with the dialog.
// Spanish: session-warning-texts.es.ts.

/** The warning two minutes before a session ends that was not renewed (DECISIONS §3). */
export const SESSION_WARNING_TEXTS = texts('SESSION_WARNING_TEXTS', {
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
} as const);
