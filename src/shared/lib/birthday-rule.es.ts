import type { Texts } from '../i18n/locale';
import { BIRTHDAY_MAX_AGE_YEARS } from './birthday-limit';
import type * as en from './birthday-rule';

export const BIRTHDAY_MESSAGES: Texts<typeof en.BIRTHDAY_MESSAGES> = {
  invalid: 'Escriba una fecha de nacimiento válida.',
  future: 'La fecha de nacimiento no puede estar en el futuro.',
  tooOld: `La fecha de nacimiento no puede ser de hace más de ${BIRTHDAY_MAX_AGE_YEARS} años.`,
};
