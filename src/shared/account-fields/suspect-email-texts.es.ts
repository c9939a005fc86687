import type { Texts } from '../i18n/locale';
import type * as en from './suspect-email-texts';

export const SUSPECT_EMAIL_TEXTS: Texts<typeof en.SUSPECT_EMAIL_TEXTS> = {
  title: '¡Uy!',
  warning: 'Parece que hay un error de ortografía. Confirme el correo electrónico.',
  youTyped: 'Usted escribió',
  didYouMean: '¿Quiso decir',
  useSuggestion: 'Usar esta',
  keepMine: 'Dejar la mía',
  change: 'Cambiarla',
};
