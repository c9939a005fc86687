import type { Texts } from '../i18n/locale';
import type * as en from './password-rule';

export const PASSWORD_MESSAGES: Texts<typeof en.PASSWORD_MESSAGES> = {
  rule: 'La contraseña debe tener al menos ocho (8) caracteres, y por lo menos una letra mayúscula, una letra minúscula, un número y un carácter especial',
  required: 'Escriba una contraseña',
  confirmationRequired: 'Vuelva a escribir la contraseña',
  mismatch: 'La contraseña no coincide',
  sameAsOld: 'La contraseña nueva no puede ser igual a la contraseña actual',
  confirmationMismatch: 'La confirmación de la contraseña no coincide',
};
