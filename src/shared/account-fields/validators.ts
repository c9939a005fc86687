import { ACCOUNT_MESSAGES } from '../lib/account-message-texts';
import { isStrongPassword } from '../lib/password-rule';
import {
  isSingleLineText,
  isValidEmail,
  isValidPersonName,
  isValidRegistrationEmail,
  normaliseEmail,
} from '../lib/account-field-rules';
import { EMAIL_MESSAGES, NAME_MESSAGES, PASSWORD_MESSAGES, PROFILE_TYPE_MESSAGES } from './account-field-texts';

// Pure validators of spec 000 §5: each answers the exact message, or undefined when the value is fine.
// react-hook-form's `validate` takes `(v) => validator(v) ?? true`.

export type Validator<T = string> = (value: T) => string | undefined;

/** Login: lowercased and trimmed before it is checked and sent (spec 000 §5). */
export { normaliseEmail };

export const validateEmail: Validator = (value) => {
  const email = value.trim();
  if (!email) return EMAIL_MESSAGES.required;
  if (!isSingleLineText(email)) return ACCOUNT_MESSAGES.singleLine;
  if (!isValidEmail(email)) return EMAIL_MESSAGES.format;
  return undefined;
};

export const validateRegistrationEmail: Validator = (value) => {
  const basic = validateEmail(value);
  if (basic) return basic;
  return isValidRegistrationEmail(value) ? undefined : EMAIL_MESSAGES.notValid;
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
  if (!value) return PASSWORD_MESSAGES.confirmationRequired;
  return value === password ? undefined : message;
}

/**
 * A name: required, one line of visible text, and the characters a name may hold (as the server
 * checks). The messages are named, not read here: they are read when a value is checked, in the
 * language shown then.
 */
const validateName =
  (required: keyof typeof NAME_MESSAGES, invalid: keyof typeof NAME_MESSAGES): Validator =>
  (value) => {
    if (!value.trim()) return NAME_MESSAGES[required];
    if (!isSingleLineText(value)) return ACCOUNT_MESSAGES.singleLine;
    return isValidPersonName(value) ? undefined : NAME_MESSAGES[invalid];
  };

export const validateFirstName: Validator = validateName('firstRequired', 'firstInvalid');
export const validateLastName: Validator = validateName('lastRequired', 'lastInvalid');

export const validateProfileType: Validator<string | null | undefined> = (value) =>
  value === 'adult' || value === 'child' ? undefined : PROFILE_TYPE_MESSAGES.required;

/** A parent hands the account to the child's own address, never to the parent's (the server refuses it too). */
export function validateNotOwnEmail(value: string, ownEmail: string | null | undefined): string | undefined {
  if (ownEmail && normaliseEmail(value) === normaliseEmail(ownEmail)) return ACCOUNT_MESSAGES.childEmailIsOwn;
  return undefined;
}
