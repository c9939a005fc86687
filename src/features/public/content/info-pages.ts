import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/public/content/info-pages', { es: () => import('./info-pages.es') });

// Texts of the information pages: not found, account deleted, passed to the child, SMS and email unsubscribe.

/** The button back to the home page on every information page. */
export const HOME_PAGE_TEXTS = texts('HOME_PAGE_TEXTS', { link: 'Go to the home page' } as const);

export const NOT_FOUND_TEXTS = texts('NOT_FOUND_TEXTS', {
  title: 'Page Not Found',
  lead: 'The page you are looking for does not exist or has moved.',
  hint: 'Check the address for typing mistakes, or find answers in our',
  faq: 'Frequently Asked Questions',
} as const);

export const IS_DEACTIVATED_TEXTS = texts('IS_DEACTIVATED_TEXTS', {
  title: 'Account deleted',
  heading: 'Your account has been deleted',
  lead: (registryName: string) =>
    `You have been withdrawn from the ${registryName}. Thank you for the time and the answers you shared with us.`,
  confirmation:
    'We have sent a confirmation email to the address on your account. You will not receive any more reminders or newsletters from the registry.',
  mistake: 'If you did not mean to withdraw, or you think this was a mistake, please write to us at',
  stayInTouch: 'Stay in touch',
  follow: 'Follow the registry to hear about research results and news about type 1 diabetes.',
} as const);

export const PASSED_TO_CHILD_TEXTS = texts('PASSED_TO_CHILD_TEXTS', {
  title: 'Email sent to your child',
  heading: 'We have emailed your child',
  /** Stands for the child's address when none is known. */
  emailPlaceholder: "your child's email address",
  sentTo: 'We sent an email to',
  instructions: 'with instructions to sign the re-consent form and take over the account.',
  afterSigning:
    "Once your child has signed, the account and its history belong to them, and they will receive the registry's reminders directly.",
  spam: 'If the email does not arrive within a few minutes, ask your child to check their spam or junk folder.',
} as const);

export const SMS_OFF_TEXTS = texts('SMS_OFF_TEXTS', {
  title: 'Text message reminders',
  pending: 'Unsubscribing your phone number…',
  done: 'You have been unsubscribed.',
  doneDetail: (registryName: string) => `You will no longer receive text messages from the ${registryName}.`,
  emailsContinue:
    'You will still receive emails about your account. To turn text reminders back on, sign in and open the notification settings in My Profile.',
  failed: 'We could not unsubscribe you.',
  missing: 'This unsubscribe link is incomplete.',
  unavailable: 'The link may have expired, or the service is briefly unavailable.',
  contactUs: 'Sign in and turn off text messages in the notification settings of My Profile, or contact us at',
  or: 'or',
} as const);

export const EMAIL_OFF_TEXTS = texts('EMAIL_OFF_TEXTS', {
  title: 'Email reminders',
  pending: 'Turning these emails off…',
  done: 'These emails are now off.',
  topics: {
    reminders_new_ro_and_studies: 'You will no longer receive emails about new studies and research opportunities.',
    reminders_ongoing_studies: 'You will no longer receive reminder emails about studies you have started.',
    newsletter: 'You will no longer receive newsletters by email.',
    management_resources: 'You will no longer receive management resources by email.',
  },
  otherEmails: 'Emails about your account, and your other notification settings, stay as they were.',
  turnBackOn: 'Changed your mind? Sign in and switch these emails back on in the notification settings of My Profile.',
  profileLink: 'Open My Profile',
  failed: 'We could not turn these emails off.',
  missing: 'This unsubscribe link is incomplete.',
  unavailable: 'The link may be damaged, or the service is briefly unavailable.',
  contactUs: 'Sign in and turn these emails off in the notification settings of My Profile, or contact us at',
  or: 'or',
} as const);
