import { birthdayError, type FieldErrors } from '@contract';
import {
  isFullPhoneNumber,
  isValidAddress,
  isValidCity,
  isValidEmail,
  isValidPersonName,
  isValidRegistrationEmail,
  isValidZip,
} from '@contract/account';
import { EMAIL_INVALID_MESSAGE } from '../../lib/email';
import { PHONE_MESSAGE } from '../../lib/phone';
import { findUsState, isUsTimeZone } from '../../lib/us-states';

// Field rules of spec 000 §5 that the server enforces too (the shared account-field rules the
// forms check); each returns the messages per field.

type Check = [field: string, value: unknown, test: (v: string) => boolean, message: string];

function run(checks: Check[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value, test, message] of checks) {
    if (typeof value !== 'string') continue;
    if (!test(value)) (errors[field] ??= []).push(message);
  }
  return errors;
}

const required = (v: string) => v.trim().length > 0;
const phoneOk = (v: string) => v === '' || isFullPhoneNumber(v);
const nameOk = (v: string) => required(v) && isValidPersonName(v);

/**
 * Where an account is created for the address (sign-up, the child's hand-off), registration's
 * stricter variant applies (a top-level domain of 2 to 4 letters); elsewhere the general syntax.
 */
export interface EmailRule {
  registration?: boolean;
}
const emailOk = ({ registration = false }: EmailRule) => (registration ? isValidRegistrationEmail : isValidEmail);

/**
 * The personal fields' rules. The birthday's "today" is the participant's: the zone given in `p`,
 * else `zone` (the stored one).
 */
export function profileErrors(
  p: {
    first_name?: unknown;
    last_name?: unknown;
    email?: unknown;
    phone?: unknown;
    timezone?: unknown;
    birthday?: unknown;
  },
  { now = new Date(), zone, registration }: { now?: Date; zone?: string | null } & EmailRule = {},
): FieldErrors {
  const today = typeof p.timezone === 'string' && isUsTimeZone(p.timezone) ? p.timezone : zone;
  const errors = run([
    ['first_name', p.first_name, nameOk, 'Enter valid first name'],
    ['last_name', p.last_name, nameOk, 'Enter valid last name'],
    ['email', p.email, emailOk({ registration }), EMAIL_INVALID_MESSAGE],
    ['phone', p.phone, phoneOk, PHONE_MESSAGE],
    ['timezone', p.timezone, isUsTimeZone, 'Select a valid time zone.'],
    ['birthday', p.birthday, (v) => !birthdayError(v, now, today), ''],
  ]);
  if (errors.birthday) errors.birthday = [birthdayError(p.birthday as string, now, today)!];
  if (typeof p.first_name === 'string' && !required(p.first_name)) errors.first_name = ['This field is required'];
  if (typeof p.last_name === 'string' && !required(p.last_name)) errors.last_name = ['This field is required'];
  return errors;
}

export function childErrors(
  p: {
    child_first_name?: unknown;
    child_last_name?: unknown;
    child_email?: unknown;
    child_phone?: unknown;
  },
  rule: EmailRule = {},
): FieldErrors {
  return run([
    ['child_first_name', p.child_first_name, nameOk, 'Enter valid first name'],
    ['child_last_name', p.child_last_name, nameOk, 'Enter valid last name'],
    ['child_email', p.child_email, emailOk(rule), EMAIL_INVALID_MESSAGE],
    ['child_phone', p.child_phone, phoneOk, PHONE_MESSAGE],
  ]);
}

export function householdErrors(p: {
  address?: unknown;
  city?: unknown;
  country_state?: unknown;
  zip_code?: unknown;
}): FieldErrors {
  const errors = run([
    ['address', p.address, isValidAddress, 'Please enter valid address'],
    ['city', p.city, isValidCity, 'Please enter valid city'],
    ['country_state', p.country_state, (v) => v === '' || !!findUsState(v), 'State does not exist'],
    ['zip_code', p.zip_code, isValidZip, 'Please enter a valid 5-digit zip code'],
  ]);
  if (typeof p.address === 'string' && !required(p.address)) errors.address = ['Address is required'];
  if (typeof p.city === 'string' && !required(p.city)) errors.city = ['City is required'];
  return errors;
}
