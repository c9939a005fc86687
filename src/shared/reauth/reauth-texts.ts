import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/reauth/reauth-texts', { es: () => import('./reauth-texts.es') });

/** The password check's own words, whatever it confirms (a signature, a copy of the data). */
export const REAUTH_COMMON_TEXT = texts('REAUTH_COMMON_TEXT', {
  /** Asked without a connection: the registry confirms the password, so the check waits for it. */
  needsConnection: 'Confirming your password needs a connection. Try again when you are back online.',
} as const);
