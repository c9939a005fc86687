import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/auth/model/message-texts', { es: () => import('./message-texts.es') });

// The messages of spec 000 §5 (and §8) only the sign-in and registration flows show, verbatim in
// English (Spanish: message-texts.es.ts).
export const SMS_MESSAGES = texts('SMS_MESSAGES', {
  checkboxRequired: 'Checkbox required to continue.',
} as const);

export const CODE_MESSAGES = texts('CODE_MESSAGES', {
  wrong: 'You entered the wrong code',
  required: 'Enter the code we sent you',
  format: 'The code has 6 digits',
} as const);

/** The server's reason for a blocked registration, compared with its reply: never translated. */
export const REGISTRATION_BLOCKED_DETAIL = 'registration is blocked';
export const REGISTRATION_REJECTED_TEXT = texts('REGISTRATION_REJECTED_TEXT', [
  'Your responses show irregularities that suggest you have already registered and are trying to register again, or that you/your device are otherwise trying to bypass security features.',
  'Unfortunately, you will not be able to register.',
] as const);

/** The error an unknown account state raises (spec 000 §4), as the spec names it: not translated. */
export const INVALID_PARTICIPANT_STATE = 'INVALID PARTICIPANT STATE';
