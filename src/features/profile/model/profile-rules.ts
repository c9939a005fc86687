import { WITHDRAWAL_REASONS, type WithdrawalReasonForm, type WithdrawalReasonKey } from '@contract';
import {
  isFullPhoneNumber,
  isSingleLineText,
  isValidAddress,
  isValidCity,
  isValidPersonName,
  isValidZip,
} from '@/shared/lib/account-field-rules';
import { ACCOUNT_MESSAGES } from '@/shared/lib/account-message-texts';
import { PROFILE_MESSAGES as M } from '../content/profile-texts';

// The profile forms' rules of spec 000 §4-§5 as pure functions: each validator answers the exact
// message or undefined. The patterns are the shared account-field rules the server checks too.

export function validatePersonName(value: string, which: 'first' | 'last'): string | undefined {
  if (!value.trim()) return M.required;
  if (!isSingleLineText(value)) return ACCOUNT_MESSAGES.singleLine;
  if (!isValidPersonName(value)) return which === 'first' ? M.firstName : M.lastName;
  return undefined;
}

export function validateAddress(value: string): string | undefined {
  if (!value.trim()) return M.addressRequired;
  if (!isSingleLineText(value)) return ACCOUNT_MESSAGES.singleLine;
  return isValidAddress(value) ? undefined : M.address;
}

export function validateCity(value: string): string | undefined {
  if (!value.trim()) return M.cityRequired;
  if (!isSingleLineText(value)) return ACCOUNT_MESSAGES.singleLine;
  return isValidCity(value) ? undefined : M.city;
}

/** The US state by its name or abbreviation, case-insensitively; undefined when none matches. */
export function findState<S extends { name: string; abbreviation: string }>(value: string, states: readonly S[]) {
  const wanted = value.trim().toLowerCase();
  return states.find((s) => s.name.toLowerCase() === wanted || s.abbreviation.toLowerCase() === wanted);
}

/** Empty is fine (the state can be cleared); anything else must be a state of the list. */
export function validateState(value: string, states: readonly { name: string; abbreviation: string }[]) {
  if (!value.trim() || states.length === 0) return undefined;
  return findState(value, states) ? undefined : M.state;
}

export function validateZip(value: string): string | undefined {
  return isValidZip(value) ? undefined : M.zip;
}

export interface PasswordChange {
  old_password: string;
  new_password: string;
  new_password_confirm: string;
}

/** The change-password rules beyond the strength rule: the old one needed (native accounts), a new one, equal confirmation. */
export function passwordChangeErrors(
  values: PasswordChange,
  native: boolean,
): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  if (native && !values.old_password) errors.old_password = M.oldPasswordRequired;
  if (native && values.old_password && values.old_password === values.new_password) errors.new_password = M.sameAsOld;
  if (values.new_password_confirm !== values.new_password) errors.new_password_confirm = M.confirmationMismatch;
  return errors;
}

/**
 * Spec 000 §4 Profile forms: save only what differs from what was loaded. Text is compared
 * trimmed, so a stray space is not a change.
 */
export function changedFields<T extends object>(pristine: T, values: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const a = values[key];
    const b = pristine[key];
    const same = typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;
    if (!same) changes[key] = a;
  }
  return changes;
}

/** Spec 000 §3 smsDisabled: a text message needs a full number with its country code (stored as E.164). */
export const smsDisabled = (phone: string | null | undefined) => !phone || !isFullPhoneNumber(phone);

export type WithdrawalValues = Record<WithdrawalReasonKey, boolean> & { reason: string };

export const emptyWithdrawal = (): WithdrawalValues =>
  ({ ...Object.fromEntries(WITHDRAWAL_REASONS.map((k) => [k, false])), reason: '' }) as WithdrawalValues;

/** Spec 000 §5 Withdrawal: at least one reason; 'other' needs its own text. */
export function withdrawalErrors(values: WithdrawalValues): { reasons?: string; reason?: string } {
  if (!WITHDRAWAL_REASONS.some((key) => values[key])) return { reasons: M.noReason };
  // A disabled field reads as undefined in react-hook-form, hence the `?? ''`.
  if (values.other && !(values.reason ?? '').trim()) return { reason: M.noOwnReason };
  return {};
}

/** Spec 000 §4 Withdrawal: only the ticked boxes and a non-empty reason are submitted. */
export function withdrawalPayload(values: WithdrawalValues): WithdrawalReasonForm {
  const payload: WithdrawalReasonForm = {};
  for (const key of WITHDRAWAL_REASONS) if (values[key]) payload[key] = true;
  const reason = (values.reason ?? '').trim();
  if (values.other && reason) payload.reason = reason;
  return payload;
}
