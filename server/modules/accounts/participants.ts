import type {
  AccountState,
  AuthMethod,
  NotificationEntry,
  ParticipantFlag,
  ParticipantProfile,
  ParticipantSource,
  ParticipantStatus,
  ProfileType,
} from '../../../src/shared/api/contract';
import { one, type Queryable } from '../../db/database';

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
  is_eligible: boolean | null;
  last_ip_address: string | null;
  last_login: Date | null;
  created_at: Date;
  updated_at: Date;
}

// Dates come back as text so a birthday never shifts with the server's time zone.
const COLUMNS = `*, to_char(birthday, 'YYYY-MM-DD') as birthday`;

export const findParticipantById = (db: Queryable, id: number) => one<ParticipantRow>(db, `select ${COLUMNS} from participants where id = $1`, [id]);
export const findParticipantByEmail = (db: Queryable, email: string) =>
  one<ParticipantRow>(db, `select ${COLUMNS} from participants where lower(email) = lower($1)`, [email.trim()]);

/** Column names a participant row may be updated on (guards the dynamic UPDATE below). */
const UPDATABLE = new Set([
  'email', 'password_hash', 'first_name', 'last_name', 'phone', 'address', 'city', 'country_state', 'zip_code', 'timezone',
  'profile_type', 'gender_identity', 'birthday', 'source', 'state', 'account_status', 'auth_methods', 'banners_visibility',
  'child_first_name', 'child_last_name', 'child_email', 'child_phone', 'dual_factor', 'sms_consent', 'reconsent_step1_finished',
  'withdrawal', 'withdrawn_at', 'is_eligible', 'last_ip_address', 'last_login',
]);

export async function updateParticipant(db: Queryable, id: number, fields: Record<string, unknown>): Promise<ParticipantRow> {
  const entries = Object.entries(fields).filter(([k, v]) => UPDATABLE.has(k) && v !== undefined);
  if (entries.length > 0) {
    const sets = entries.map(([k], i) => `${k} = $${i + 2}`).join(', ');
    const values = entries.map(([k, v]) => (k === 'banners_visibility' || k === 'withdrawal' ? JSON.stringify(v) : v));
    await db.query(`update participants set ${sets}, updated_at = now() where id = $1`, [id, ...values]);
  }
  const row = await findParticipantById(db, id);
  if (!row) throw new Error(`participant ${id} vanished`);
  return row;
}

export function ageInYears(birthday: string | null, now = new Date()): number | null {
  if (!birthday) return null;
  const [y, m, d] = birthday.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
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

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

export async function loadNotifications(db: Queryable, participantId: number): Promise<NotificationEntry[]> {
  const rows = await db.query<{ id: number; type: string; title: string; text: string; created_at: Date }>(
    'select id, type, title, text, created_at from notifications where participant_id = $1 order by id',
    [participantId],
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}

export function toProfile(row: ParticipantRow, notifications: NotificationEntry[]): ParticipantProfile {
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
    age_years: ageInYears(row.birthday),
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
  };
}

export async function loadProfile(db: Queryable, row: ParticipantRow): Promise<ParticipantProfile> {
  return toProfile(row, await loadNotifications(db, row.id));
}
