import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/auth/model/register-texts', { es: () => import('./register-texts.es') });

// Texts of the sign-up screen beyond the spec's messages (those are in message-texts.ts). Spanish:
// register-texts.es.ts.
export const REGISTER_TEXTS = texts('REGISTER_TEXTS', {
  title: 'Sign Up',
  intro: 'Create an account to see if you are eligible to join the registry.',
  partnerIntro:
    'You were invited through our partner research network: you already have an account with them. Confirm your account with the email address the invitation was sent to, and choose a password.',
  formLabel: 'Create your account',
  partnerFormLabel: 'Confirm your account',
  submit: 'Create account',
  partnerSubmit: 'Confirm account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
  /** The GOV.UK error summary's heading. */
  summaryTitle: 'There is a problem',
  emailTakenSignIn: 'Sign in',
  emailTakenOr: 'or',
  emailTakenReset: 'reset your password',
} as const);

/** Each control's label; the error summary names the field when two fields share a message. */
export const REGISTER_LABELS = texts('REGISTER_LABELS', {
  profile_type: 'Who are you registering?',
  first_name: 'First name',
  last_name: 'Last name',
  child_first_name: "Child's first name",
  child_last_name: "Child's last name",
  email: 'Email',
  phone: 'Phone number (optional)',
  password: 'Password',
  password_confirm: 'Confirm password',
} as const);
