import type { Texts } from '@/shared/i18n/locale';
import type * as en from './session-texts';

export const SAVE_TEXT: Texts<typeof en.SAVE_TEXT> = {
  failed: 'Error de conexión o del servidor. Revise su conexión o intente más tarde',
  offline: 'Guardado en este teléfono. Lo enviaremos cuando vuelva a tener conexión.',
  submitWaits: 'No tiene conexión. Sus respuestas se enviarán en cuanto vuelva a tener conexión.',
};
