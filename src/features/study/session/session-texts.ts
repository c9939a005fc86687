import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/session/session-texts', { es: () => import('./session-texts.es') });

/** The English words of the session's messages, also kept under their former names. */
export const SAVE_ENGLISH = {
  /** A save that failed without the server refusing it (spec 001 §8, the connection message). */
  failed: 'Connection or server error. Check your connection or try to connect later',
} as const;

export const SAVE_TEXT = texts('SAVE_TEXT', SAVE_ENGLISH);
