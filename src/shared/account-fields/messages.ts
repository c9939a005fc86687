import { PASSWORD_MESSAGES } from '../lib/password-rule';

// Every message of spec 000 §5 (and §8) the sign-in and registration forms show, verbatim.
export const EMAIL_MESSAGES = {
  required: 'Email is required',
  format: 'Email format is invalid',
  notValid: 'Email is not valid',
  mismatch: 'Email does not match',
  spelling: 'Looks like you might have made a spelling error. Please confirm the email address.',
} as const;

export const NAME_MESSAGES = {
  firstRequired: 'First name is required',
  lastRequired: 'Last name is required',
} as const;

export const PROFILE_TYPE_MESSAGES = {
  required: 'Profile type is required',
  dialogTitle: 'Select a profile type.',
} as const;

export const PHONE_MESSAGES = {
  missingCountryCode: 'Missing country code',
  requiredToContinue: 'Phone number is required to continue',
  tooShort: 'Phone number is too short',
  tooLong: 'Phone number is too long',
  unknownCountry: 'We could not recognise the country code; please check the number.',
} as const;

/** The phone field beyond the spec's messages: its hint, and the country codes that load with the phone library (spec 000 §7). */
export const PHONE_FIELD_TEXTS = {
  failed: 'The list of country codes could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** The field starts with +1 (the registry's participants live in the United States). */
  hint: 'Starts with +1 for the United States. For another country, replace it with + and that country’s code.',
} as const;

export const SMS_MESSAGES = {
  checkboxRequired: 'Checkbox required to continue.',
} as const;

export const CODE_MESSAGES = {
  wrong: 'You entered the wrong code',
  required: 'Enter the code we sent you',
  format: 'The code has 6 digits',
} as const;

export const LOGIN_MESSAGES = {
  passwordRequired: PASSWORD_MESSAGES.required,
} as const;

export const REGISTRATION_BLOCKED_DETAIL = 'registration is blocked';
export const REGISTRATION_REJECTED_TEXT = [
  'Your responses show irregularities that suggest you have already registered and are trying to register again, or that you/your device are otherwise trying to bypass security features.',
  'Unfortunately, you will not be able to register.',
] as const;

export const INVALID_PARTICIPANT_STATE = 'INVALID PARTICIPANT STATE';

export { PASSWORD_MESSAGES };
