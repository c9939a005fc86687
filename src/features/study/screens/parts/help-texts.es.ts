import type { Texts } from '@/shared/i18n/locale';
import type * as en from './help-texts';

export const HELP_TEXT: Texts<typeof en.HELP_TEXT> = {
  button: '¿Necesita ayuda?',
  lead: 'Comuníquese con el equipo del registro:',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'De lunes a viernes, de 8 a. m. a 5 p. m. (hora del Este)',
};
