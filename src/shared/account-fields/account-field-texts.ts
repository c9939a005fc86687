import { PASSWORD_MESSAGES } from '../lib/password-rule';
import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/account-fields/account-field-texts', { es: () => import('./account-field-texts.es') });

// The messages of spec 000 §5 (and §8) that the shared account fields show, verbatim; the auth-only
// ones (SMS consent, code, rejected registration) live in features/auth/model/message-texts.ts.
// Spanish: account-field-texts.es.ts.
export const EMAIL_MESSAGES = texts('EMAIL_MESSAGES', {
  required: 'Email is required',
  format: 'Email format is invalid',
  notValid: 'Email is not valid',
  mismatch: 'Email does not match',
  spelling: 'Looks like you might have made a spelling error. Please confirm the email address.',
} as const);

export const NAME_MESSAGES = texts('NAME_MESSAGES', {
  firstRequired: 'First name is required',
  lastRequired: 'Last name is required',
  firstInvalid: 'Enter valid first name',
  lastInvalid: 'Enter valid last name',
} as const);

/**
 * Which characters a field allows, said under it wherever it is typed, before anyone is refused
 * (the rules refuse a comma in a name or an address with 'Enter valid …' alone). Names: DECISIONS §14.
 */
export const ACCOUNT_FIELD_HINTS = texts('ACCOUNT_FIELD_HINTS', {
  name: 'Up to 50 characters: letters, digits, hyphens, apostrophes and periods, with one space between parts (Mary Ann, García López, Jr.).',
  address: 'Letters, digits and spaces only, no commas or other punctuation (for example: 42 Elm Street Apt 3).',
  city: 'Letters, spaces, periods, apostrophes and hyphens only.',
} as const);

export const PROFILE_TYPE_MESSAGES = texts('PROFILE_TYPE_MESSAGES', {
  required: 'Profile type is required',
  dialogTitle: 'Select a profile type.',
} as const);

export const PHONE_MESSAGES = texts('PHONE_MESSAGES', {
  missingCountryCode: 'Missing country code',
  requiredToContinue: 'Phone number is required to continue',
  tooShort: 'Phone number is too short',
  tooLong: 'Phone number is too long',
  unknownCountry: 'We could not recognise the country code; please check the number.',
  /** A number that does not fit its country's plan; `country` is the country's name, or 'country code +44'. */
  invalidFor: (country: string) => `Enter a valid phone number for ${country}`,
  invalid: 'Enter a valid phone number',
  countryCode: (callingCode: string) => `country code +${callingCode}`,
} as const);

/** The phone field beyond the spec's messages: its hint, and the country codes that load with the phone library (spec 000 §7). */
export const EMAIL_FIELD_TEXTS = texts('EMAIL_FIELD_TEXTS', {
  label: 'Email',
} as const);

export const PASSWORD_FIELD_TEXTS = texts('PASSWORD_FIELD_TEXTS', {
  show: 'Show',
  hide: 'Hide',
  /** Read after Show/Hide by screen readers only. */
  suffix: ' password',
} as const);

export const PHONE_FIELD_TEXTS = texts('PHONE_FIELD_TEXTS', {
  label: 'Phone number',
  failed: 'The list of country codes could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** The field starts with +1 (the registry's participants live in the United States). */
  hint: 'Starts with +1 for the United States. For another country, replace it with + and that country’s code.',
} as const);

export { PASSWORD_MESSAGES };
