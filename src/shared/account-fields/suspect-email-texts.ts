import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/account-fields/suspect-email-texts', { es: () => import('./suspect-email-texts.es') });

// Texts of the suspect e-mail dialog. It lives beside the e-mail field and imports nothing of the auth
// feature, so it moves with the field to src/shared/account-fields/ (the profile's e-mail change uses it).

export const SUSPECT_EMAIL_TEXTS = texts('SUSPECT_EMAIL_TEXTS', {
  /** Spec 000 §2 Dialogs: 'Suspect email: titled 'Whoops!''. */
  title: 'Whoops!',
  /** Spec 000 §5, the smart check's warning, verbatim. */
  warning: 'Looks like you might have made a spelling error. Please confirm the email address.',
  youTyped: 'You typed',
  didYouMean: 'Did you mean',
  useSuggestion: 'Use this',
  keepMine: 'Keep mine',
  change: 'Change it',
} as const);
