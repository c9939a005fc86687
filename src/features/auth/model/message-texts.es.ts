import type { Texts } from '@/shared/i18n/locale';
import type * as en from './message-texts';

export const SMS_MESSAGES: Texts<typeof en.SMS_MESSAGES> = {
  checkboxRequired: 'Debe marcar la casilla para continuar.',
};

export const CODE_MESSAGES: Texts<typeof en.CODE_MESSAGES> = {
  wrong: 'El código que escribió no es correcto',
  required: 'Escriba el código que le enviamos',
  format: 'El código tiene 6 dígitos',
};

export const REGISTRATION_REJECTED_TEXT: Texts<typeof en.REGISTRATION_REJECTED_TEXT> = [
  'Sus respuestas muestran algo irregular. Parece que usted ya se registró y está tratando de registrarse otra vez, o que usted o su dispositivo están tratando de saltarse las medidas de seguridad.',
  'Lo sentimos, no podrá registrarse.',
];
