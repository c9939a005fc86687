import { textsOf } from '../../i18n/localized';

const texts = textsOf('shared/ui/language/language-texts', { es: () => import('./language-texts.es') });

// Texts of the language switch and of My Profile's language setting. Spanish: language-texts.es.ts.
export const LANGUAGE_TEXTS = texts('LANGUAGE_TEXTS', {
  /** Each language's name in itself, by code: the same in every language, shown with its own `lang`. */
  names: { en: 'English', es: 'Español' },
  /** Each language's name in the page's language, for screen readers after its own name. */
  namesHere: { en: '(English)', es: '(Spanish)' },
  /** My Profile's setting. */
  settingTitle: 'Language',
  settingIntro: 'The registry shows its pages and sends you e-mails and text messages in this language.',
  settingLegend: 'Language of the registry',
  saved: 'Your language was saved.',
} as const);
