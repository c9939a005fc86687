import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/auth/model/screen-texts', { es: () => import('./screen-texts.es') });

// Texts of the sign-in, password and hand-over screens (the spec's own messages are in message-texts.ts,
// the sign-up screen's in register-texts.ts). Spanish: screen-texts.es.ts.

export const LOGIN_TEXTS = texts('LOGIN_TEXTS', {
  title: 'Sign In',
  intro: 'Sign in to continue your studies and keep your profile up to date.',
  formLabel: 'Sign in',
  submit: 'Sign In',
  forgotPassword: 'Forgot password?',
  password: 'Password',
  newToRegistry: 'New to the registry?',
  signUp: 'Sign Up',
  /** Shown for every 429 of sign-in: the account (or this address) has had too many failed tries. */
  locked:
    'Too many failed attempts to sign in. For your security, sign-in to this account is locked, and we have sent an e-mail with a link to unlock it to the address of the account. Open that link to sign in again, or wait 15 minutes without trying.',
} as const);

export const UNLOCK_TEXTS = texts('UNLOCK_TEXTS', {
  title: 'Unlock your account',
  unlocking: 'Unlocking your account…',
  done: 'Your account is unlocked. You can sign in again.',
  linkUnusable: 'This unlock link has expired or has already been used.',
  linkRules:
    'Unlock links work once. If sign-in is still locked, wait 15 minutes without trying, or reset your password.',
  signIn: 'Sign In',
  forgotPassword: 'Reset password',
} as const);

/** The way back from the password screens (auth-form.tsx's BackToSignIn). */
export const AUTH_FORM_TEXTS = texts('AUTH_FORM_TEXTS', { backToSignIn: 'Back to Sign In' } as const);

export const FORGOT_PASSWORD_TEXTS = texts('FORGOT_PASSWORD_TEXTS', {
  title: 'Forgot password',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  formLabel: 'Request a password reset link',
  submit: 'Send reset link',
  submitAgain: 'Send the link again',
  sent: 'If an account exists for this email, a link to reset the password has been sent. Check your inbox.',
} as const);

export const RESET_PASSWORD_TEXTS = texts('RESET_PASSWORD_TEXTS', {
  title: 'Reset password',
  intro: 'Choose a new password for your account.',
  checking: 'Checking your link…',
  linkUnusable: 'This password reset link has expired or has already been used.',
  linkRules: 'Reset links work once and for 60 minutes. Ask for a new link and use the newest email we send.',
  askNewLink: 'Ask for a new link',
  done: 'Your password has been reset. You can now sign in with your new password.',
  signIn: 'Sign In',
  formLabel: 'Choose a new password',
  submit: 'Set new password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters, with an uppercase and a lowercase letter, a digit and a special character.',
  confirmPassword: 'Confirm new password',
} as const);

export const DUAL_FACTOR_TEXTS = texts('DUAL_FACTOR_TEXTS', {
  title: 'Enter one-time code',
  intro: 'We sent a 6-digit code to the email address of your account. It is valid for 10 minutes.',
  formLabel: 'Enter one-time code',
  submit: 'Verify',
  codeLabel: 'Verification code',
  timedOut: 'Your sign-in has timed out. Please sign in again.',
  noCode: 'No code?',
  signInAgain: 'Sign in again',
  toGetNewOne: 'to get a new one.',
} as const);

const YOUR_CHILD = 'your child';

export const CHILD_PROFILE_TEXTS = texts('CHILD_PROFILE_TEXTS', {
  title: 'Child profile',
  introLead: 'Pass the account to your child.',
  /** After the lead sentence; `childFirstName` is empty when the profile has none. */
  introBody: (childFirstName: string | null | undefined) => {
    const name = childFirstName || YOUR_CHILD;
    const whose = name === YOUR_CHILD ? 'their' : `${name}'s`;
    return `${name} has turned 18 and now decides about taking part. Give us ${whose} own email address: we will send instructions to sign the re-consent form and take over the account.`;
  },
  formLabel: "Child's contact details",
  submit: 'Send to my child',
  signOut: 'Sign out',
  firstName: "Child's first name",
  lastName: "Child's last name",
  email: "Child's email",
  emailConfirm: "Confirm child's email",
  phone: "Child's phone number (optional)",
  /** Before the hand-off, which cannot be undone: whose address, and what changes. */
  confirmTitle: 'Pass the account to your child?',
  confirmBody: (email: string) => [
    `We will email ${email} so that your child can choose their own password.`,
    'From then on the account is theirs: they sign in with this address, and your password and your sessions stop working. You will not be able to sign in to it again.',
    'This cannot be undone.',
  ],
  confirm: 'Yes, pass it to my child',
  cancel: 'Cancel',
} as const);

/** The hand-off e-mail's link: the child chooses their own password (a page of its own, not Reset password). */
export const HANDOFF_PASSWORD_TEXTS = texts('HANDOFF_PASSWORD_TEXTS', {
  title: 'Choose your password',
  intro:
    'Your parent or guardian set up your account in the registry when you were a child, and has passed it to you. Choose your own password: from now on, you sign in with it.',
  account: 'Your account:',
  checking: 'Checking your link…',
  formLabel: 'Choose your password',
  submit: 'Save my password',
  newPassword: 'Your password',
  newPasswordHint: 'At least 8 characters, with an uppercase and a lowercase letter, a digit and a special character.',
  confirmPassword: 'Confirm your password',
  done: 'Your password is saved. Sign in now to check your details and sign the consent for yourself.',
  signIn: 'Sign In',
  linkUnusable: 'This link has expired or has already been used.',
  linkRules:
    'A link to choose your password works once and for 60 minutes. To get a new one, choose Forgot password? and give the email address this link was sent to.',
  forgotPassword: 'Forgot password?',
} as const);

export const FORBIDDEN_ACCESS_TEXTS = texts('FORBIDDEN_ACCESS_TEXTS', {
  title: 'Access denied',
  text: [
    'This site is for registry participants. The account you signed in with belongs to a different part of the registry, so it cannot be used here.',
    'If you are a participant, sign in with the email address you registered with.',
  ],
  otherAccount: 'Sign in with another account',
  home: 'Go to the home page',
} as const);

export const REGISTER_SUCCESS_TEXTS = texts('REGISTER_SUCCESS_TEXTS', {
  partnerTitle: 'Your account is confirmed!',
  title: 'Thank you for registering!',
  partnerIntro:
    'Welcome to the registry through our partner research network. Your answers continue to count towards research that improves life with type 1 diabetes.',
  intro:
    'Welcome to the registry. By taking part, you help researchers improve life with type 1 diabetes in three areas:',
  areas: [
    {
      title: 'Treatment',
      text: 'Your answers help researchers find better ways to manage type 1 diabetes day to day.',
    },
    { title: 'Policy', text: 'Registry findings have changed clinical guidelines, such as A1c goals for children.' },
    {
      title: 'Coverage',
      text: 'Registry data has helped win insurance and Medicare coverage of strips and CGM devices.',
    },
  ],
  next: 'Next, answer a few screening questions to see if you are eligible for the core study.',
  start: "Let's get started",
} as const);
