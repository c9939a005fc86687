import type { Queryable } from '../../db/database';
import type { DueRow, Occasion, ReminderKind } from './rules';

// Every statement of the reminder scheduler: its lock, the closed studies it records missed studies
// for, the studies that may call for a reminder, the participants they go to, and the ledger of what
// was decided. The clock is a parameter ($1), never the database's now(), so tests move time.

/** Whose reminders go out at all: active accounts in a state that reaches the dashboard. */
const READER = `p.account_status = 'active' and p.state in ('regular', 'pending')`;

/** One run at a time across every process on the database, for the run's transaction. */
export async function takeRunLock(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(7340002) as locked');
  return row.locked;
}

/**
 * A study seen closed for the first time: each participant who had it unfinished (not completed,
 * not found ineligible) gets a missed study, told by message, when it closed within the last
 * `lapseDays` and they were given it while it was open. It closed when its definition was loaded
 * closed (its row's updated_at): a study loaded already closed (an archive) was never open to them.
 */
export async function recordClosures(tx: Queryable, now: Date, lapseDays: number): Promise<number> {
  await tx.query(`delete from study_closures c using studies s where s.id = c.study_id and s.status <> 'closed'`);
  const rows = await tx.query(
    `with seen as (
       insert into study_closures (study_id, seen_at)
       select id, $1 from studies where status = 'closed' on conflict (study_id) do nothing
       returning study_id)
     insert into missed_studies (participant_id, study_id, user_study_id, missed_at, by_message)
     select us.participant_id, us.study_id, us.id, s.updated_at, true
       from seen join studies s on s.id = seen.study_id join user_studies us on us.study_id = s.id
      where s.updated_at <= $1 and s.updated_at > $1::timestamptz - make_interval(days => $2::int)
        and us.created_at < s.updated_at and us.status < 60 and us.is_eligible is not false
        and not exists (select 1 from missed_studies m where m.user_study_id = us.id)
     returning id`,
    [now, lapseDays],
  );
  return rows.length;
}

/**
 * Participants' studies in a state that may call for a reminder, with their moment (`at`):
 * a study or annual questionnaire opened to them after they registered (assigned, or launched,
 * later) and not started; an ongoing study's last save; a started study's close date; a missed
 * study recorded for a message and not yet told. rules.ts decides which are due.
 */
export function dueRows(
  tx: Queryable,
  now: Date,
  t: { lapseDays: number; idleDays: readonly number[] },
): Promise<Array<DueRow & { participant_id: number }>> {
  const firstIdle = Math.min(...t.idleDays);
  const lastIdle = Math.max(...t.idleDays) + t.lapseDays;
  return tx.query(
    `with us as (
       select us.id, us.participant_id, us.study_id, us.status, us.email_notifications, us.created_at, us.viewed_at,
              us.is_eligible, s.study_type, s.status as study_status, s.closed_at,
              greatest(us.created_at, s.launch_on) as opened_at, p.created_at as registered_at
         from user_studies us join studies s on s.id = us.study_id join participants p on p.id = us.participant_id
        where ${READER} and s.status = 'active' and us.is_eligible is not false
          and (s.closed_at is null or s.closed_at > $1))
     select participant_id, case when study_type = 'annual_questionnaire' then 'annual' else 'new_study' end as kind,
            id as user_study_id, study_id, study_type, status as us_status, email_notifications, opened_at as at,
            null::int as missed_id
       from us
      where status = 0 and (viewed_at is null or study_type = 'annual_questionnaire') and opened_at > registered_at
        and opened_at <= $1 and opened_at > $1::timestamptz - make_interval(days => $2::int)
     union all
     select * from (
       select participant_id, 'ongoing', id, study_id, study_type, status, email_notifications,
              coalesce(greatest((select max(a.updated_at) from answers a where a.user_study_id = us.id),
                                (select max(up.created_at) from user_procedures up where up.user_study_id = us.id)),
                       us.created_at) as at,
              null::int
         from us where status between 2 and 59) ongoing
      where at <= $1::timestamptz - make_interval(days => $3::int) and at > $1::timestamptz - make_interval(days => $4::int)
     union all
     select participant_id, 'closing', id, study_id, study_type, status, email_notifications, closed_at, null::int
       from us where status between 2 and 59 and closed_at is not null
     union all
     select m.participant_id, 'missed', m.user_study_id, m.study_id, s.study_type, u.status, u.email_notifications,
            m.missed_at, m.id
       from missed_studies m join user_studies u on u.id = m.user_study_id join studies s on s.id = m.study_id
       join participants p on p.id = m.participant_id
      where ${READER} and m.by_message and not m.notified
        and m.missed_at <= $1 and m.missed_at > $1::timestamptz - make_interval(days => $2::int)`,
    [now, t.lapseDays, firstIdle, lastIdle],
  );
}

/** What a reminder needs to know of its reader. */
export interface ReaderRow {
  id: number;
  email: string;
  phone: string | null;
  first_name: string;
  child_first_name: string | null;
  preferred_language: 'en' | 'es';
  timezone: string | null;
  country_state: string | null;
  sms_consent: 'accepted' | 'skipped' | null;
  /** A child's account before the hand-off: the parent reads, about the child. */
  for_parent: boolean;
}

export function readers(tx: Queryable, ids: readonly number[]): Promise<ReaderRow[]> {
  return tx.query(
    `select p.id, p.email, p.phone, p.first_name, p.child_first_name, p.preferred_language, p.timezone,
            p.country_state, p.sms_consent,
            (p.profile_type = 'child' and not exists (
               select 1 from achievements a where a.participant_id = p.id and a.code = 'reconsent')) as for_parent
       from participants p where p.id = any($1::int[])`,
    [[...ids]],
  );
}

/**
 * What the ledger holds for these participants: the given occasions decided, and the days a
 * reminder went out from the day before `sinceDay` (a participant's day is within a day of UTC's).
 */
export async function decided(tx: Queryable, ids: readonly number[], keys: readonly string[], sinceDay: string) {
  const rows = await tx.query<{ participant_id: number; occasion: string; status: string; local_day: string | null }>(
    `select participant_id, occasion, status, to_char(local_day, 'YYYY-MM-DD') as local_day from reminders
      where participant_id = any($1::int[])
        and (occasion = any($2::text[]) or (status = 'sent' and local_day >= $3::date - 1))`,
    [[...ids], [...keys], sinceDay],
  );
  const keysDecided = new Set(
    rows.filter((r) => keys.includes(r.occasion)).map((r) => `${r.participant_id}|${r.occasion}`),
  );
  const sentDays = new Map<number, Set<string>>();
  for (const r of rows)
    if (r.status === 'sent' && r.local_day)
      sentDays.set(r.participant_id, (sentDays.get(r.participant_id) ?? new Set()).add(r.local_day));
  return { keysDecided, sentDays };
}

/** Records a decision; false when it was already recorded (then nothing more is done for it). */
export async function recordDecision(
  tx: Queryable,
  participantId: number,
  occasion: Occasion,
  decision: { status: 'sent' | 'set_aside'; localDay?: string; channels?: readonly string[]; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into reminders (participant_id, occasion, kind, topic, user_study_id, status, local_day, channels, due_at, decided_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (participant_id, occasion) do nothing returning id`,
    [
      participantId,
      occasion.key,
      occasion.kind satisfies ReminderKind,
      occasion.topic,
      occasion.userStudyId,
      decision.status,
      decision.localDay ?? null,
      [...(decision.channels ?? [])],
      occasion.dueAt,
      decision.at,
    ],
  );
  return rows.length > 0;
}

/** A missed study's message went out (spec 000 §3: notified, notified_at). */
export async function markMissedNotified(tx: Queryable, missedId: number, at: Date): Promise<void> {
  await tx.query('update missed_studies set notified = true, notified_at = $2 where id = $1 and not notified', [
    missedId,
    at,
  ]);
}
