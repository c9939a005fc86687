import { textsOf } from '../../i18n/locale';

const texts = textsOf('shared/ui/language/language-texts', { es: () => import('./language-texts.es') });

// Texts of My Profile's language setting (the switch names languages from LOCALE_NAMES and Intl,
// so the headers carry no text module for it). Spanish: language-texts.es.ts.
export const LANGUAGE_TEXTS = texts('LANGUAGE_TEXTS', {
  settingTitle: 'Language',
  settingIntro: 'The registry shows its pages and sends you e-mails and text messages in this language.',
  settingLegend: 'Language of the registry',
  saved: 'Your language was saved.',
} as const);
