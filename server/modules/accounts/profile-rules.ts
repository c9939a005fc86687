import { birthdayError, type FieldErrors } from '../../../src/shared/api/contract';
import { EMAIL_INVALID_MESSAGE, isValidEmailSyntax } from '../../lib/email';
import { isFullPhoneNumber, PHONE_MESSAGE } from '../../lib/phone';
import { findUsState, isUsTimeZone } from '../../lib/us-states';

// Field rules of spec 000 §5 that the server enforces too; each returns the messages per field.

const NAME = /^[\p{L}\p{M}\d'’\-–—]+$/u;
const ADDRESS = /^[\p{L}\d ]+$/u;
const CITY = /^[\p{L} .'’-]+$/u;

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
  { now = new Date(), zone }: { now?: Date; zone?: string | null } = {},
): FieldErrors {
  const today = typeof p.timezone === 'string' && isUsTimeZone(p.timezone) ? p.timezone : zone;
  const errors = run([
    ['first_name', p.first_name, (v) => required(v) && NAME.test(v), 'Enter valid first name'],
    ['last_name', p.last_name, (v) => required(v) && NAME.test(v), 'Enter valid last name'],
    ['email', p.email, (v) => isValidEmailSyntax(v.trim()), EMAIL_INVALID_MESSAGE],
    ['phone', p.phone, phoneOk, PHONE_MESSAGE],
    ['timezone', p.timezone, isUsTimeZone, 'Select a valid time zone.'],
    ['birthday', p.birthday, (v) => !birthdayError(v, now, today), ''],
  ]);
  if (errors.birthday) errors.birthday = [birthdayError(p.birthday as string, now, today)!];
  if (typeof p.first_name === 'string' && !required(p.first_name)) errors.first_name = ['This field is required'];
  if (typeof p.last_name === 'string' && !required(p.last_name)) errors.last_name = ['This field is required'];
  return errors;
}

export function childErrors(p: {
  child_first_name?: unknown;
  child_last_name?: unknown;
  child_email?: unknown;
  child_phone?: unknown;
}): FieldErrors {
  return run([
    ['child_first_name', p.child_first_name, (v) => required(v) && NAME.test(v), 'Enter valid first name'],
    ['child_last_name', p.child_last_name, (v) => required(v) && NAME.test(v), 'Enter valid last name'],
    ['child_email', p.child_email, (v) => isValidEmailSyntax(v.trim()), EMAIL_INVALID_MESSAGE],
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
    ['address', p.address, (v) => ADDRESS.test(v.trim()), 'Please enter valid address'],
    ['city', p.city, (v) => CITY.test(v.trim()), 'Please enter valid city'],
    ['country_state', p.country_state, (v) => v === '' || !!findUsState(v), 'State does not exist'],
    ['zip_code', p.zip_code, (v) => /^\d{5}$/.test(v.trim()), 'Please enter a valid 5-digit zip code'],
  ]);
  if (typeof p.address === 'string' && !required(p.address)) errors.address = ['Address is required'];
  if (typeof p.city === 'string' && !required(p.city)) errors.city = ['City is required'];
  return errors;
}
