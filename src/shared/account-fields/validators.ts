import { CHILD_EMAIL_IS_OWN } from '../lib/account-messages';
import { isStrongPassword } from '../lib/password-rule';
import { isSingleLineText, SINGLE_LINE_MESSAGE } from '../lib/single-line-text';
import { EMAIL_MESSAGES, NAME_MESSAGES, PASSWORD_MESSAGES, PROFILE_TYPE_MESSAGES } from './messages';

// Pure validators of spec 000 §5: each answers the exact message, or undefined when the value is fine.
// react-hook-form's `validate` takes `(v) => validator(v) ?? true`.

export type Validator<T = string> = (value: T) => string | undefined;

// A practical address syntax: no spaces, one @, a dotted domain ending in letters.
const EMAIL_SYNTAX = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
// Registration's stricter intro pattern: a top-level domain of 2 to 4 letters (spec 000 §5).
const REGISTRATION_EMAIL = /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;

/** Login: lowercased and trimmed before it is checked and sent (spec 000 §5). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const validateEmail: Validator = (value) => {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  if (!isSingleLineText(email)) return SINGLE_LINE_MESSAGE;
  if (!EMAIL_SYNTAX.test(email)) return EMAIL_MESSAGES.format;
  return undefined;
};

export const validateRegistrationEmail: Validator = (value) => {
  const basic = validateEmail(value);
  if (basic) return basic;
  return REGISTRATION_EMAIL.test(value.trim()) ? undefined : EMAIL_MESSAGES.notValid;
};

/** Confirmation of an e-mail, compared case-insensitively (spec 000 §5). */
export function validateEmailConfirmation(value: string, email: string): string | undefined {
  if (!value.trim()) return EMAIL_MESSAGES.required;
  return normaliseEmail(value) === normaliseEmail(email) ? undefined : EMAIL_MESSAGES.mismatch;
}

export const validateLoginPassword: Validator = (value) => (value ? undefined : PASSWORD_MESSAGES.required);

export const validateNewPassword: Validator = (value) => {
  if (!value) return PASSWORD_MESSAGES.required;
  return isStrongPassword(value) ? undefined : PASSWORD_MESSAGES.rule;
};

export function validatePasswordConfirmation(
  value: string,
  password: string,
  message: string = PASSWORD_MESSAGES.mismatch,
): string | undefined {
  if (!value) return PASSWORD_MESSAGES.required;
  return value === password ? undefined : message;
}

/** A name: required, and one line of visible text (the rule every name and signature shares). */
const validateName =
  (required: string): Validator =>
  (value) => {
    if (!value.trim()) return required;
    return isSingleLineText(value) ? undefined : SINGLE_LINE_MESSAGE;
  };

export const validateFirstName: Validator = validateName(NAME_MESSAGES.firstRequired);
export const validateLastName: Validator = validateName(NAME_MESSAGES.lastRequired);

export const validateProfileType: Validator<string | null | undefined> = (value) =>
  value === 'adult' || value === 'child' ? undefined : PROFILE_TYPE_MESSAGES.required;

/** A parent hands the account to the child's own address, never to the parent's (issue 19; the server refuses it too). */
export function validateNotOwnEmail(value: string, ownEmail: string | null | undefined): string | undefined {
  if (ownEmail && normaliseEmail(value) === normaliseEmail(ownEmail)) return CHILD_EMAIL_IS_OWN;
  return undefined;
}
