import type { Texts } from '../i18n/locale';
import type * as en from './password-checklist-texts';

export const PASSWORD_CHECKLIST: Texts<typeof en.PASSWORD_CHECKLIST> = {
  title: 'Su contraseña necesita:',
  parts: {
    length: 'Al menos 8 caracteres',
    upper: 'Una letra mayúscula',
    lower: 'Una letra minúscula',
    digit: 'Un número',
    special: 'Un carácter especial',
  },
  met: ' (listo)',
  notMet: ' (falta)',
  status: (missing) =>
    missing.length === 0
      ? 'Su contraseña cumple con todas las reglas.'
      : `A su contraseña todavía le falta: ${missing.join(', ')}.`,
};
