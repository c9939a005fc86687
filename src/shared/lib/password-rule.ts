// The password rule of spec 000 §5, in one place for the forms and the server. Plain TypeScript
// on purpose: the contract re-exports it, and the sign-in screens import it from here, so they
// do not pull the typebox builder (about 14 KB gzip) in with it. Spanish: password-rule.es.ts.
import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/lib/password-rule', { es: () => import('./password-rule.es') });

/** 8+ characters with an uppercase, a lowercase, a digit and a special character. */
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d\\s]).{8,}$';
export const PASSWORD_MIN_LENGTH = 8;

/** The spec's messages, verbatim in English. */
export const PASSWORD_MESSAGES = texts('PASSWORD_MESSAGES', {
  rule: 'Password must be a minimum of eight (8) characters in length, contain at least one uppercase character, one lowercase character, one digit and one special character',
  required: 'Password is required',
  /** An empty confirmation (the spec's words are the password's own). */
  confirmationRequired: 'Password is required',
  mismatch: 'Password does not match',
  sameAsOld: 'New password cannot be the same as the current password',
  confirmationMismatch: 'Password confirmation does not match',
} as const);

const RULE = new RegExp(PASSWORD_PATTERN);

/** Whether a password satisfies the rule (shared by the forms and the server). */
export function isStrongPassword(password: string): boolean {
  return RULE.test(password);
}

/**
 * The rule's parts, for a live checklist beside the field; together they are exactly the rule.
 * Their names are the checklist's texts (password-checklist-texts.ts).
 */
export const PASSWORD_PARTS = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[^A-Za-z\d\s]/.test(p) },
] as const;

export type PasswordPartId = (typeof PASSWORD_PARTS)[number]['id'];

/** Which parts of the rule a password meets. */
export function passwordPartsMet(password: string): Record<PasswordPartId, boolean> {
  return Object.fromEntries(PASSWORD_PARTS.map((part) => [part.id, part.test(password)])) as Record<
    PasswordPartId,
    boolean
  >;
}
