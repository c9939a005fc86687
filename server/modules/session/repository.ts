import type { PartnerSource } from '@contract';
import { one, type Queryable } from '../../db/database';

// Every statement of the session module: sign-in attempts (rate limit), one-time codes,
// partner-network invitations and the links of external identities.

/**
 * Serialises every check-and-record on these keys across processes until the caller's transaction
 * ends (works on PostgreSQL and PGlite). Taken in sorted order so two callers never deadlock.
 */
export async function lockAttemptKeys(tx: Queryable, keys: string[]) {
  for (const key of [...new Set(keys)].sort()) await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
}

export async function countRecentFailures(
  db: Queryable,
  kind: string,
  accountKey: string,
  address: string,
  minutes: number,
) {
  const [row] = await db.query<{ by_account: string; by_address: string }>(
    `select count(*) filter (where account_key = $2 and not account_cleared) as by_account, count(*) filter (where address = $3) as by_address
       from login_attempts
      where kind = $1 and not succeeded and created_at > now() - make_interval(mins => $4)
        and (account_key = $2 or address = $3)`,
    [kind, accountKey, address, minutes],
  );
  return { byAccount: Number(row?.by_account ?? 0), byAddress: Number(row?.by_address ?? 0) };
}

/**
 * Whether the account is locked for this kind of try: a lock whose last try is within the window.
 * A live lock takes this try as its last; an expired one is removed.
 */
export async function touchAccountLock(db: Queryable, kind: string, accountKey: string, minutes: number) {
  const live = await db.query(
    `update account_locks set last_try_at = now()
      where kind = $1 and account_key = $2 and last_try_at > now() - make_interval(mins => $3) returning 1`,
    [kind, accountKey, minutes],
  );
  if (live.length > 0) return true;
  await db.query('delete from account_locks where kind = $1 and account_key = $2', [kind, accountKey]);
  return false;
}

export async function insertAccountLock(db: Queryable, kind: string, accountKey: string) {
  await db.query(
    `insert into account_locks (kind, account_key) values ($1, $2)
     on conflict (kind, account_key) do update set locked_at = now(), last_try_at = now()`,
    [kind, accountKey],
  );
}

export async function deleteAccountLocks(db: Queryable, accountKey: string) {
  await db.query('delete from account_locks where account_key = $1', [accountKey]);
}

/** The account's failures so far stop counting for it (they still count for their addresses). */
export async function clearAccountFailures(db: Queryable, accountKey: string) {
  await db.query('update login_attempts set account_cleared = true where account_key = $1 and not succeeded', [
    accountKey,
  ]);
}

export async function insertUnlockToken(db: Queryable, digest: string, participantId: number, minutes: number) {
  await db.query(`delete from unlock_tokens where expires_at < now() - interval '1 day'`);
  await db.query(
    `insert into unlock_tokens (token_hash, participant_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
    [digest, participantId, minutes],
  );
}

/** Spends a live unlock token: the participant it was for, or undefined when none is live. */
export async function spendUnlockToken(db: Queryable, digest: string): Promise<number | undefined> {
  const rows = await db.query<{ participant_id: number }>(
    `update unlock_tokens set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now() returning participant_id`,
    [digest],
  );
  return rows[0]?.participant_id;
}

/** Every row of a kind from an address within the window (the per-address quotas). */
export async function countRecentFromAddress(db: Queryable, kind: string, address: string, minutes: number) {
  const [row] = await db.query<{ count: string }>(
    `select count(*) from login_attempts where kind = $1 and address = $2 and created_at > now() - make_interval(mins => $3)`,
    [kind, address, minutes],
  );
  return Number(row?.count ?? 0);
}

/** Every row of a kind recorded for an account within the window (the per-account quotas). */
export async function countRecentForAccount(db: Queryable, kind: string, accountKey: string, minutes: number) {
  const [row] = await db.query<{ count: string }>(
    `select count(*) from login_attempts where kind = $1 and account_key = $2 and created_at > now() - make_interval(mins => $3)`,
    [kind, accountKey, minutes],
  );
  return Number(row?.count ?? 0);
}

/** Whether the address recorded this key for this kind within the window. */
export async function hasRecentFromAddress(db: Queryable, kind: string, key: string, address: string, minutes: number) {
  const rows = await db.query(
    `select 1 from login_attempts
      where kind = $1 and address = $3 and account_key = $2 and created_at > now() - make_interval(mins => $4)
      limit 1`,
    [kind, key, address, minutes],
  );
  return rows.length > 0;
}

/** Records a try and answers its id; `succeeded` false until markAttemptSucceeded says otherwise. */
export async function insertAttempt(
  db: Queryable,
  kind: string,
  accountKey: string | null,
  address: string | null,
  succeeded: boolean,
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    'insert into login_attempts (kind, account_key, address, succeeded) values ($1, $2, $3, $4) returning id',
    [kind, accountKey, address, succeeded],
  );
  // Attempts count only within the window: drop those a day old so the table stays small.
  await db.query(`delete from login_attempts where created_at < now() - interval '1 day'`);
  return Number(id);
}

export async function markAttemptSucceeded(db: Queryable, id: number) {
  await db.query('update login_attempts set succeeded = true where id = $1', [id]);
}

export async function insertOtp(
  db: Queryable,
  id: string,
  participantId: number,
  codeDigest: string,
  lifetimeMinutes: number,
) {
  // Codes live minutes; keep a day of expired ones (support questions), then drop them.
  await db.query(`delete from otp_codes where expires_at < now() - interval '1 day'`);
  await db.query(
    `insert into otp_codes (id, participant_id, code_hash, expires_at) values ($1, $2, $3,
      now() + make_interval(mins => $4))`,
    [id, participantId, codeDigest, lifetimeMinutes],
  );
}

export const findOtp = (db: Queryable, id: string) =>
  one<{ participant_id: number; code_hash: string; attempts: number; live: boolean }>(
    db,
    `select participant_id, code_hash, attempts, (expires_at > now() and used_at is null) as live
      from otp_codes where id = $1`,
    [id],
  );

export async function countOtpAttempt(db: Queryable, id: string) {
  await db.query('update otp_codes set attempts = attempts + 1 where id = $1', [id]);
}

export async function spendOtp(db: Queryable, id: string) {
  await db.query('update otp_codes set used_at = now() where id = $1', [id]);
}

/** The e-mail of the account a code was sent for (the rate limit counts per account). */
export async function otpOwnerEmail(db: Queryable, otpId: string): Promise<string | undefined> {
  const sql = 'select p.email from otp_codes o join participants p on p.id = o.participant_id where o.id = $1';
  return (await one<{ email: string }>(db, sql, [otpId]))?.email;
}

/** An open invitation, locked until the registration's transaction ends. */
export const lockOpenInvitation = (tx: Queryable, jtoken: string) =>
  one<{ email: string; source: PartnerSource }>(
    tx,
    `select email, source from invitations
      where jtoken = $1 and used_at is null and (expires_at is null or expires_at > now()) for update`,
    [jtoken],
  );

export async function useUpInvitation(tx: Queryable, jtoken: string, participantId: number) {
  await tx.query('update invitations set used_at = now(), participant_id = $2 where jtoken = $1', [
    jtoken,
    participantId,
  ]);
}

export async function linkedParticipantId(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const sql = 'select participant_id from external_identities where provider = $1 and subject = $2';
  return (await one<{ participant_id: number }>(db, sql, [provider, subject]))?.participant_id;
}

export async function linkIdentity(db: Queryable, provider: string, subject: string, participantId: number) {
  await db.query(
    'insert into external_identities (provider, subject, participant_id) values ($1, $2, $3) on conflict do nothing',
    [provider, subject, participantId],
  );
}
