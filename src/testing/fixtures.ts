import type { ParticipantProfile, UserConsent } from '@contract';
import { makeUnsignedToken } from '../shared/session/unsigned-token';

// Fixtures every feature's tests share: a complete profile (the contract checks fakes, so a partial
// one would be refused) and the token of its participant.

export function participant(overrides: Partial<ParticipantProfile> = {}): ParticipantProfile {
  return {
    id: 7,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.org',
    phone: null,
    address: null,
    city: null,
    country_state: null,
    zip_code: null,
    timezone: null,
    profile_type: 'adult',
    gender_identity: null,
    birthday: null,
    age_years: 30,
    is_eligible: null,
    source: 'registry',
    state: 'regular',
    account_status: 'active',
    available_statuses: [],
    flag: 'no_flag',
    auth_methods: ['native'],
    bannersVisibility: {},
    child_first_name: null,
    child_last_name: null,
    child_email: null,
    child_phone: null,
    dateJoined: '2024-01-01',
    created_at: '2024-01-01',
    updated_at: '2024-01-01',
    last_ip_address: null,
    last_login: null,
    notifications: [],
    reconsentStep1Finished: false,
    ...overrides,
  };
}

/** The token of participant 7 (the fixture's id), with the `registry:user` privilege unless told otherwise. */
export const userToken = (extra: Record<string, unknown> = {}) => makeUnsignedToken({ user_id: 7, ...extra });

/** A consent of a user study as the consents call lists it (`id * 10` its user consent), signed or not. */
export const userConsent = (id: number, type: UserConsent['consent_type'], signed: boolean): UserConsent => ({
  id,
  consent_type: type,
  order: id,
  description: `${type} consent`,
  user_consent_id: id * 10,
  signature: signed ? { subject_name: 'Someone', user_consent_id: id * 10, created_at: '2026-03-05T14:07:09Z' } : null,
});

/** A token of a restricted state (DECISIONS §3): `registry:user` and the state's privilege. */
export const restrictedToken = (privilege: 'child_profile' | 'reconsent' | 'assent', accountStatus: string) =>
  userToken({
    account_status: accountStatus,
    privileges: [
      { id: 'registry:user', title: '' },
      { id: `registry:${privilege}`, title: '' },
    ],
  });
