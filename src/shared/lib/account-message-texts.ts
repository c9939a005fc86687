import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/lib/account-message-texts', { es: () => import('./account-message-texts.es') });

// Account messages beyond the spec that the browser and the reference server both give, written
// once. Spanish: account-message-texts.es.ts.
const ENGLISH = {
  /** A parent handing a child's account off must name the child's own address. */
  childEmailIsOwn: 'Enter your child’s own email address, not yours.',
  /** Sign-up with an address that already has an account (the browser adds links to sign in and reset). */
  emailTaken: 'A participant with this email already exists.',
  /**
   * Sign-up with the address of a withdrawn account: its account was deleted (spec 000 §2
   * is-deactivated), so it can neither sign in nor reset its password; the registry team can help
   * (the browser adds its mailbox).
   */
  emailWithdrawn:
    'This email belongs to an account that was withdrawn from the registry and deleted: it cannot sign in or reset its password. If this was a mistake, please contact the registry team.',
  /** A single-line field (names, address, e-mail, the typed signature) holding a line break or an invisible character. */
  singleLine: 'Please enter this on one line, without line breaks or invisible characters.',
} as const;

/** The messages in the active language (what a screen shows). */
export const ACCOUNT_MESSAGES = texts('ACCOUNT_MESSAGES', ENGLISH);

// The English texts by name: how the reference server words its replies, and what the browser
// recognises in them (a reply in English is shown in the page's language).
export const CHILD_EMAIL_IS_OWN: string = ENGLISH.childEmailIsOwn;
export const EMAIL_TAKEN_MESSAGE: string = ENGLISH.emailTaken;
export const EMAIL_WITHDRAWN_MESSAGE: string = ENGLISH.emailWithdrawn;
export const SINGLE_LINE_MESSAGE: string = ENGLISH.singleLine;

/** Whether a server's message is one of these, in English or in the active language. */
export const isAccountMessage = (message: string | undefined, key: keyof typeof ENGLISH): boolean =>
  message !== undefined && (message === ENGLISH[key] || message === ACCOUNT_MESSAGES[key]);
