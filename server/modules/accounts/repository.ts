import type { Achievement, AchievementCode, NotificationEntry, NotificationSettings } from '@contract';
import { one, type Queryable } from '../../db/database';
import { iso } from '../../lib/dates';
import type { ParticipantRow } from './participants';

// Every statement of the accounts module: participants, their notifications and achievements,
// password reset tokens, the outbox, and the demo data. Each takes a Queryable so it joins a
// caller's transaction.

// Dates come back as text so a birthday never shifts with the server's time zone.
const COLUMNS = `*, to_char(birthday, 'YYYY-MM-DD') as birthday`;

export const findParticipantById = (db: Queryable, id: number) =>
  one<ParticipantRow>(db, `select ${COLUMNS} from participants where id = $1`, [id]);
export const findParticipantByEmail = (db: Queryable, email: string) =>
  one<ParticipantRow>(db, `select ${COLUMNS} from participants where lower(email) = lower($1)`, [email.trim()]);

/** Column names a participant row may be updated on (guards the dynamic UPDATE below). */
const UPDATABLE = new Set([
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'phone',
  'address',
  'city',
  'country_state',
  'zip_code',
  'timezone',
  'profile_type',
  'gender_identity',
  'birthday',
  'source',
  'state',
  'account_status',
  'auth_methods',
  'banners_visibility',
  'child_first_name',
  'child_last_name',
  'child_email',
  'child_phone',
  'dual_factor',
  'sms_consent',
  'reconsent_step1_finished',
  'reconsent_password_required',
  'withdrawal',
  'withdrawn_at',
  'is_eligible',
  'last_ip_address',
  'last_login',
  'preferred_language',
]);

export async function updateParticipant(
  db: Queryable,
  id: number,
  fields: Record<string, unknown>,
): Promise<ParticipantRow> {
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

/** Ends every token issued so far (they carry the old version); answers the row. */
export async function bumpTokenVersion(db: Queryable, id: number): Promise<ParticipantRow> {
  await db.query('update participants set token_version = token_version + 1, updated_at = now() where id = $1', [id]);
  const row = await findParticipantById(db, id);
  if (!row) throw new Error(`participant ${id} vanished`);
  return row;
}

/**
 * Ends every way in that the account had: its tokens (the version moves), its password, its links
 * to external identities, unused one-time codes and reset links. The account's next password
 * comes from a new reset link only.
 */
export async function revokeSignIns(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `update participants set token_version = token_version + 1, password_hash = null, auth_methods = '{native}',
       updated_at = now() where id = $1`,
    [id],
  );
  await tx.query('delete from external_identities where participant_id = $1', [id]);
  await tx.query('update otp_codes set used_at = now() where participant_id = $1 and used_at is null', [id]);
  await spendResetTokens(tx, id);
}

/** The columns of a new participant, in insert order (registration.ts decides the values). */
export type NewParticipantRow = [
  email: string,
  passwordHash: string | null,
  firstName: string,
  lastName: string,
  profileType: string | null,
  source: string,
  authMethods: string[],
  phone: string | null,
  birthday: string | null,
  genderIdentity: string | null,
  timezone: string | null,
  address: string | null,
  city: string | null,
  countryState: string | null,
  zipCode: string | null,
  childFirstName: string | null,
  childLastName: string | null,
  dualFactor: boolean,
  state: string,
  /** The registration guard's data, JSON text: evidence only. */
  regGuardData: string | null,
  preferredLanguage: string,
];

export async function insertParticipant(tx: Queryable, values: NewParticipantRow): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into participants (email, password_hash, first_name, last_name, profile_type, source, auth_methods,
       phone, birthday, gender_identity, timezone, address, city, country_state, zip_code, child_first_name,
       child_last_name, dual_factor, state, reg_guard_data, preferred_language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     returning id`,
    values,
  );
  return id;
}

export async function insertNotificationSettings(
  tx: Queryable,
  participantId: number,
  settings: NotificationSettings,
): Promise<void> {
  const { sms_opted_out, ...topics } = settings;
  await tx.query('insert into notification_settings (participant_id, settings, sms_opted_out) values ($1, $2, $3)', [
    participantId,
    JSON.stringify(topics),
    sms_opted_out,
  ]);
}

export async function listNotifications(db: Queryable, participantId: number): Promise<NotificationEntry[]> {
  const rows = await db.query<{ id: number; type: string; title: string; text: string; created_at: Date }>(
    'select id, type, title, text, created_at from notifications where participant_id = $1 order by id',
    [participantId],
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}

export async function insertNotification(
  tx: Queryable,
  participantId: number,
  n: { type: string; title: string; text: string },
) {
  await tx.query('insert into notifications (participant_id, type, title, text) values ($1, $2, $3, $4)', [
    participantId,
    n.type,
    n.title,
    n.text,
  ]);
}

export interface AchievementRow {
  participantId: number;
  code: AchievementCode;
  title: string;
  studyId: number | null;
  userStudyId: number | null;
  payload: object;
}

export async function insertAchievement(db: Queryable, a: AchievementRow): Promise<void> {
  await db.query(
    `insert into achievements (participant_id, code, title, study_id, user_study_id, payload) values ($1, $2, $3, $4,
      $5, $6)`,
    [a.participantId, a.code, a.title, a.studyId, a.userStudyId, JSON.stringify(a.payload)],
  );
}

export async function listAchievements(db: Queryable, participantId: number): Promise<Achievement[]> {
  const rows = await db.query<
    Omit<Achievement, 'created_at' | 'payload'> & { created_at: Date; payload: Achievement['payload'] | null }
  >(
    `select title, created_at, code, study_id, user_study_id, payload from achievements
      where participant_id = $1 order by created_at, id`,
    [participantId],
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, payload: r.payload ?? {} }));
}

export async function insertResetToken(db: Queryable, digest: string, participantId: number, lifetimeMinutes: number) {
  await db.query(
    `insert into password_reset_tokens (token_hash, participant_id, expires_at) values ($1, $2,
      now() + make_interval(mins => $3))`,
    [digest, participantId, lifetimeMinutes],
  );
}

/** The participant a live (unused, unexpired) reset token digest belongs to. */
export async function liveResetTokenOwner(db: Queryable, digest: string): Promise<number | undefined> {
  const row = await one<{ participant_id: number }>(
    db,
    'select participant_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > now()',
    [digest],
  );
  return row?.participant_id;
}

export async function spendResetTokens(db: Queryable, participantId: number): Promise<void> {
  await db.query('update password_reset_tokens set used_at = now() where participant_id = $1 and used_at is null', [
    participantId,
  ]);
}

/** Takes the seeding lock (one process seeds when several start at once) and counts participants. */
export async function lockAndCountParticipants(tx: Queryable): Promise<number> {
  await tx.query('select pg_advisory_xact_lock(7340002)');
  const [{ count }] = await tx.query<{ count: string }>('select count(*) from participants');
  return Number(count);
}

export async function insertInvitation(
  tx: Queryable,
  i: { jtoken: string; email: string; first_name: string; last_name: string; source: string },
) {
  await tx.query(
    `insert into invitations (jtoken, email, first_name, last_name, source) values ($1, $2, $3, $4, $5)
      on conflict do nothing`,
    [i.jtoken, i.email, i.first_name, i.last_name, i.source],
  );
}

/** Records the core study's screening verdict on the participant (no re-read: the caller has what it needs). */
export const setParticipantEligibility = (tx: Queryable, participantId: number, eligible: boolean | null) =>
  tx.query('update participants set is_eligible = $2, updated_at = now() where id = $1', [participantId, eligible]);

/** Keeps a partner's reference for the registration its gadget started (the first one a partner gives stands). */
export const savePartnerRef = (db: Queryable, participantId: number, mark: { origin: string; ref: string }) =>
  db.query(
    'insert into partner_refs (participant_id, origin, ref) values ($1, $2, $3) on conflict (participant_id, origin) do nothing',
    [participantId, mark.origin, mark.ref],
  );

/** The reference the partner at `origin` gave for the participant, if any (never another partner's). */
export const partnerRefFor = async (db: Queryable, participantId: number, origin: string | undefined) => {
  if (!origin) return undefined;
  const row = await one<{ origin: string; ref: string }>(
    db,
    'select origin, ref from partner_refs where participant_id = $1 and origin = $2',
    [participantId, origin],
  );
  return row;
};
