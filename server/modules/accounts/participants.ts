// A participant row and the profile the API answers for it (spec 000 §3); the statements are in repository.ts.
import type {
  AccountState,
  AuthMethod,
  NotificationEntry,
  ParticipantFlag,
  ParticipantProfile,
  ParticipantSource,
  ParticipantStatus,
  ProfileType,
} from '@contract';
import type { PreferredLanguage } from '@contract/account';
import { ageInYears } from '@engine';
import { iso } from '../../lib/dates';

export interface ParticipantRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  country_state: string | null;
  zip_code: string | null;
  timezone: string | null;
  profile_type: ProfileType | null;
  gender_identity: string | null;
  birthday: string | null;
  source: ParticipantSource;
  state: AccountState;
  account_status: ParticipantStatus;
  flag: ParticipantFlag;
  role: string;
  auth_methods: AuthMethod[];
  banners_visibility: Record<string, boolean>;
  child_first_name: string | null;
  child_last_name: string | null;
  child_email: string | null;
  child_phone: string | null;
  dual_factor: boolean;
  sms_consent: 'accepted' | 'skipped' | null;
  reconsent_step1_finished: boolean;
  reconsent_password_required: boolean;
  is_eligible: boolean | null;
  /** The language the participant reads; messages to them are written in it (DECISIONS §12). */
  preferred_language: PreferredLanguage;
  /** Moves on password reset, change and withdrawal; tokens carry it (server/http/tokens.ts). */
  token_version: number;
  last_ip_address: string | null;
  last_login: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Transitions an administrator could apply from the current status (spec 000 §3 available_statuses). */
export function availableStatuses(status: ParticipantStatus): ParticipantStatus[] {
  switch (status) {
    case 'active':
      return ['deactivated', 'login_blocked', 'withdrawn'];
    case 'deactivated':
    case 'login_blocked':
      return ['active', 'withdrawn'];
    case 'withdrawn':
      return [];
  }
}

/** The profile as the client reads it; `age_years` is the engine's age in the participant's calendar. */
export function toProfile(
  row: ParticipantRow,
  notifications: NotificationEntry[],
  now = new Date(),
): ParticipantProfile {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country_state: row.country_state,
    zip_code: row.zip_code,
    timezone: row.timezone,
    profile_type: row.profile_type,
    gender_identity: row.gender_identity,
    birthday: row.birthday,
    age_years: ageInYears(row.birthday, now, row.timezone),
    is_eligible: row.is_eligible,
    source: row.source,
    state: row.state,
    account_status: row.account_status,
    available_statuses: availableStatuses(row.account_status),
    flag: row.flag,
    auth_methods: row.auth_methods,
    bannersVisibility: row.banners_visibility ?? {},
    child_first_name: row.child_first_name,
    child_last_name: row.child_last_name,
    child_email: row.child_email,
    child_phone: row.child_phone,
    dateJoined: iso(row.created_at)!,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    last_ip_address: row.last_ip_address,
    last_login: iso(row.last_login),
    notifications,
    reconsentStep1Finished: row.reconsent_step1_finished,
    reconsentPasswordRequired: row.reconsent_password_required,
    preferred_language: row.preferred_language,
  };
}
