import type { ProfileType } from '@contract/account';
import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/auth/model/dialog-texts', { es: () => import('./dialog-texts.es') });

// Texts of the dialogs the auth feature opens (the spec's messages they show are in message-texts.ts).
// Spanish: dialog-texts.es.ts.

export const SMS_CONSENT_TEXTS = texts('SMS_CONSENT_TEXTS', {
  title: 'Get text message reminders',
  intro:
    'Would you like reminders about your studies by text message? Enter your mobile number and tick the box to opt in.',
  phone: 'Mobile phone number',
  optIn: 'Yes, send me secure text messages with reminders and announcements from the registry.',
  footerShort: 'Message and data rates may apply. Reply STOP to any message to unsubscribe.',
  footerMore:
    'Our text messages are sent by a messaging company, which can see your phone number in order to deliver them. It may not share your number or use it for anything else. You can turn text messages off at any time in your notification settings.',
  showMore: 'Show more',
  showLess: 'Show less',
  skip: 'Skip',
  confirm: 'Confirm',
} as const);

/** The profile type's choice, on the sign-up form and in the dialog for an account without one. */
export const PROFILE_TYPE_TEXTS = texts('PROFILE_TYPE_TEXTS', {
  options: [
    { value: 'adult', label: 'Myself – I am over 18 years of age.' },
    { value: 'child', label: 'My Child – who is under the age of 18.' },
  ] as readonly { value: ProfileType; label: string }[],
  tooltip:
    'If the person with type 1 diabetes is under 18, a parent or guardian can register them. Both of you may need to give consent before taking part.',
  tooltipButton: 'About profile types',
  dialogIntro: 'Tell us who this account is for, so we can show the right questions and consent forms.',
  dialogLegend: 'This account is for',
  signOut: 'Sign out',
  confirm: 'Confirm',
} as const);

/** The dialog of a blocked registration (its text is the spec's, in message-texts.ts). */
export const REGISTRATION_REJECTED_DIALOG = texts('REGISTRATION_REJECTED_DIALOG', {
  title: 'Registration rejected',
  ok: 'OK',
} as const);
