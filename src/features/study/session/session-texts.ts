import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/session/session-texts', { es: () => import('./session-texts.es') });

/** The English words of the session's messages, also kept under their former names. */
export const SAVE_ENGLISH = {
  /** A save that failed without the server refusing it (spec 001 §8, the connection message). */
  failed: 'Connection or server error. Check your connection or try to connect later',
  /** A save made without a connection: the answers are kept on the device until it is back. */
  offline: 'Saved on this phone. We will send it when you are back online.',
  /** A submit asked for without a connection: it goes once the connection is back. */
  submitWaits: 'You are offline. Your answers will be submitted as soon as you are back online.',
} as const;

export const SAVE_TEXT = texts('SAVE_TEXT', SAVE_ENGLISH);
