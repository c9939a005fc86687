import type { Texts } from '../i18n/locale';
import type * as en from './reauth-texts';

export const REAUTH_COMMON_TEXT: Texts<typeof en.REAUTH_COMMON_TEXT> = {
  needsConnection: 'Para confirmar su contraseña necesita conexión. Inténtelo de nuevo cuando vuelva a tener conexión.',
};
