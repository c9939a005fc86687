import {
  isStrongPassword,
  PASSWORD_MESSAGES,
  type FieldErrors,
  type NotificationSettings,
  type ParticipantSource,
  type RegistrationPayload,
} from '@contract';
import type { Queryable } from '../../db/database';
import { normaliseEmail } from '../../lib/email';
import { assignOpenStudies } from '../user-studies/service';
import { recordAchievement } from './achievements';
import type { ParticipantRow } from './participants';
import { childErrors, householdErrors, profileErrors } from './profile-rules';
import { hashPassword } from './password';
import { findParticipantByEmail, insertNotificationSettings, insertParticipant } from './repository';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  reminders_new_ro_and_studies: { email_on: true, sms_on: false },
  reminders_ongoing_studies: { email_on: true, sms_on: false },
  newsletter: { email_on: true, sms_on: false },
  management_resources: { email_on: true, sms_on: false },
  sms_opted_out: false,
};

import { EMAIL_TAKEN_MESSAGE, EMAIL_WITHDRAWN_MESSAGE } from '@contract/account';

export { EMAIL_TAKEN_MESSAGE };

/** Field checks the contract's shape cannot express (spec 000 §5), on the server too. */
/** A field the participant filled in (an empty optional field is simply not given at signup). */
const given = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/**
 * Signup's field rules: the profile, household and child rules of the profile update (one rule set,
 * spec 000 §5), plus what only signup asks (a strong password, the child's names for a child profile).
 */
export function registrationErrors(payload: RegistrationPayload): FieldErrors {
  const errors: FieldErrors = {
    ...profileErrors(
      {
        first_name: payload.first_name,
        last_name: payload.last_name,
        email: payload.email,
        phone: given(payload.phone),
        timezone: given(payload.timezone),
        birthday: given(payload.birthday),
      },
      { registration: true },
    ),
    ...householdErrors({
      address: given(payload.address),
      city: given(payload.city),
      country_state: given(payload.country_state),
      zip_code: given(payload.zip_code),
    }),
  };
  if (!isStrongPassword(payload.password)) errors.password = [PASSWORD_MESSAGES.rule];
  if (payload.profile_type === 'child') {
    Object.assign(
      errors,
      childErrors({ child_first_name: payload.child_first_name, child_last_name: payload.child_last_name }),
    );
    if (!payload.child_first_name?.trim()) errors.child_first_name = ['First name is required'];
    if (!payload.child_last_name?.trim()) errors.child_last_name = ['Last name is required'];
  }
  return errors;
}

export interface NewParticipant {
  email: string;
  first_name: string;
  last_name: string;
  password?: string;
  profile_type?: 'adult' | 'child' | null;
  source?: ParticipantSource;
  auth_methods?: Array<'native' | 'oauth'>;
  phone?: string | null;
  birthday?: string | null;
  gender_identity?: string | null;
  timezone?: string | null;
  address?: string | null;
  city?: string | null;
  country_state?: string | null;
  zip_code?: string | null;
  child_first_name?: string | null;
  child_last_name?: string | null;
  dual_factor?: boolean;
  /** What the registration guard sent, stored as evidence; it decides nothing. */
  reg_guard_data?: Record<string, unknown> | null;
  state?: ParticipantRow['state'];
  /** The language chosen when registering; English when none was. */
  preferred_language?: ParticipantRow['preferred_language'];
}

/** Creates the participant with default settings, records `registered` and assigns open studies. */
export async function createParticipant(tx: Queryable, p: NewParticipant): Promise<number> {
  const existing = await findParticipantByEmail(tx, p.email);
  // A withdrawn account keeps its address but can neither sign in nor reset: say so, not "sign in".
  if (existing)
    throw new EmailTakenError(existing.account_status === 'withdrawn' ? EMAIL_WITHDRAWN_MESSAGE : undefined);
  const passwordHash = p.password ? await hashPassword(p.password) : null;
  const id = await insertParticipant(tx, [
    normaliseEmail(p.email),
    passwordHash,
    p.first_name.trim(),
    p.last_name.trim(),
    p.profile_type ?? null,
    p.source ?? 'registry',
    p.auth_methods ?? ['native'],
    p.phone ?? null,
    p.birthday ?? null,
    p.gender_identity ?? null,
    p.timezone ?? null,
    p.address ?? null,
    p.city ?? null,
    p.country_state ?? null,
    p.zip_code?.trim() ?? null,
    p.profile_type === 'child' ? (p.child_first_name ?? null) : null,
    p.profile_type === 'child' ? (p.child_last_name ?? null) : null,
    p.dual_factor ?? false,
    p.state ?? 'regular',
    p.reg_guard_data ? JSON.stringify(p.reg_guard_data) : null,
    p.preferred_language ?? 'en',
  ]);
  await insertNotificationSettings(tx, id, DEFAULT_NOTIFICATION_SETTINGS);
  await recordAchievement(tx, { participantId: id, code: 'registered' });
  await assignOpenStudies(tx, id);
  return id;
}

export class EmailTakenError extends Error {
  constructor(message = EMAIL_TAKEN_MESSAGE) {
    super(message);
  }
}
