import type { Texts } from '../../i18n/locale';
import type * as en from './language-texts';

export const LANGUAGE_TEXTS: Texts<typeof en.LANGUAGE_TEXTS> = {
  settingTitle: 'Idioma',
  settingIntro:
    'El registro le muestra sus páginas y le envía correos electrónicos y mensajes de texto en este idioma.',
  settingLegend: 'Idioma del registro',
  saved: 'Su idioma se guardó.',
};
