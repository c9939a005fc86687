import type { MissedStudy, ProcedureId } from '@contract';
import { one, type Queryable } from '../../db/database';
import { iso } from '../../lib/dates';
import type { Progress } from './progress';
import { cachedDefinition, type DefinitionRow } from './study-definitions';
import type { UserStudyRow } from './user-study-view';

// Every statement of the user-studies module: the `user_studies` rows (with their study's columns),
// their assignment, progress and views, the screening restart, and the missed opportunities.

const SELECT = `select us.*, s.title as study_title, s.study_type, s.status as study_status, s.closed_at, s.launch_on,
  to_char(s.launch_on, 'YYYY-MM-DD') as launch_day, to_char(s.closed_at, 'YYYY-MM-DD') as closed_day,
  s.approximate_complete_time, s.reward_on, s.reward_text, s.number_of_users_goal, s.custom_tag_on, s.custom_tag_text,
  s.expires_in_days, s.definition_md5
  from user_studies us join studies s on s.id = us.study_id`;

type HashedRow = Omit<UserStudyRow, 'definition'> & { definition_md5: string };

export const definitionRow = (db: Queryable, studyId: number) =>
  one<DefinitionRow>(db, 'select definition, definition_md5 from studies where id = $1', [studyId]);

/** Rows with their study's definition in place of its hash, parsed once per process (study-definitions.ts). */
async function hydrate(db: Queryable, rows: HashedRow[]): Promise<UserStudyRow[]> {
  const out: UserStudyRow[] = [];
  for (const { definition_md5, ...row } of rows) {
    const definition = await cachedDefinition(definition_md5, () => definitionRow(db, row.study_id));
    out.push({ ...row, definition } as UserStudyRow);
  }
  return out;
}

export const listUserStudies = async (db: Queryable, participantId: number) =>
  hydrate(db, await db.query<HashedRow>(`${SELECT} where us.participant_id = $1 order by us.id`, [participantId]));

/**
 * The participant's user study; undefined when it does not exist or belongs to someone else.
 * `lock` takes the row for the transaction: writes to one user study (from any process) then
 * judge and write one after the other, each seeing the answers the previous one stored.
 */
export async function findUserStudy(db: Queryable, participantId: number, userStudyId: number, lock = false) {
  const sql = `${SELECT} where us.participant_id = $1 and us.id = $2${lock ? ' for update of us' : ''}`;
  return (await hydrate(db, await db.query<HashedRow>(sql, [participantId, userStudyId])))[0];
}

/** The id of the participant's user study of a study, if the study is assigned to them. */
export async function userStudyIdOf(
  db: Queryable,
  participantId: number,
  studyId: number,
): Promise<number | undefined> {
  const sql = 'select id from user_studies where participant_id = $1 and study_id = $2';
  return (await one<{ id: number }>(db, sql, [participantId, studyId]))?.id;
}

/**
 * A participant (`p`) is enrolled once a consent of their core study is signed, or its consent
 * procedure is complete (a core study that asks for no consent).
 */
const ENROLLED = `exists (
  select 1 from user_studies cu join studies cs on cs.id = cu.study_id and cs.study_type = 'core_study'
   where cu.participant_id = p.id
     and (exists (select 1 from user_consents uc where uc.user_study_id = cu.id and uc.signed_at is not null)
       or exists (select 1 from user_procedures up where up.user_study_id = cu.id and up.procedure_id = 'consent')))`;

/**
 * Inserts not-started user studies of the `assign_to: all` studies, and of the `enrolled` ones for
 * enrolled participants (see assignment.ts); answers how many.
 */
export async function insertAssignments(
  db: Queryable,
  participantId: number | null,
  closedNow: readonly number[],
  start: Progress,
) {
  const rows = await db.query<{ id: number }>(
    `insert into user_studies (participant_id, study_id, status, dashboard_status, current_status)
     select p.id, s.id, $3, $4, $5 from participants p cross join studies s
      where ($1::int is null or p.id = $1)
        and (s.assign_to = 'all' or (s.assign_to = 'enrolled' and ${ENROLLED}))
        and (s.status = 'active' or (s.status = 'closed' and s.id = any($2::int[])))
     on conflict (participant_id, study_id) do nothing
     returning id`,
    [participantId, [...closedNow], start.status, start.dashboard_status, start.current_status],
  );
  return rows.length;
}

/** The first view counts; later views keep that date. */
export async function markViewed(db: Queryable, userStudyId: number): Promise<string> {
  const sql = `update user_studies set viewed_at = coalesce(viewed_at, now()), updated_at = now() where id = $1
      returning viewed_at`;
  const row = await one<{ viewed_at: Date }>(db, sql, [userStudyId]);
  return iso(row!.viewed_at)!;
}

/**
 * The statement that stores a user study's progress (completed_at is set once, when the study
 * completes). Its placeholders start at `$first`, so another module's write can carry it as one
 * part of a single statement (the answer save does: one round trip for answers and progress).
 */
export async function saveProgress(tx: Queryable, userStudyId: number, progress: Progress): Promise<void> {
  await tx.query(
    `update user_studies set status = $2::int, dashboard_status = $3::text, current_status = $4::text,
       completed_at = case when $5::boolean then coalesce(completed_at, now()) else null end, updated_at = now(),
       version = version + 1
     where id = $1::int`,
    [userStudyId, progress.status, progress.dashboard_status, progress.current_status, progress.completed],
  );
}

export async function completedProcedures(tx: Queryable, userStudyId: number): Promise<Set<ProcedureId>> {
  const rows = await tx.query<{ procedure_id: ProcedureId }>(
    'select procedure_id from user_procedures where user_study_id = $1',
    [userStudyId],
  );
  return new Set(rows.map((r) => r.procedure_id));
}

/** Removes the given questions' answers and every procedure after intro, clears eligibility, counts the try. */
export async function restartScreening(
  db: Queryable,
  userStudyId: number,
  screeningQuestionIds: number[],
): Promise<void> {
  await db.query('delete from answers where user_study_id = $1 and question_id = any($2::int[])', [
    userStudyId,
    screeningQuestionIds,
  ]);
  await db.query(`delete from user_procedures where user_study_id = $1 and procedure_id <> 'intro'`, [userStudyId]);
  await db.query(
    `update user_studies set screening_reattempts = screening_reattempts + 1, is_eligible = null, status = 2,
       dashboard_status = 'in_progress', current_status = 'Screening: in progress', completed_at = null,
         updated_at = now(), version = version + 1
     where id = $1`,
    [userStudyId],
  );
}

type MissedRow = Omit<MissedStudy, 'missed_at' | 'notified_at'> & { missed_at: Date; notified_at: Date | null };

export async function listMissedStudies(
  db: Queryable,
  participantId: number,
  notified: boolean | undefined,
): Promise<MissedStudy[]> {
  const rows = await db.query<MissedRow>(
    `select m.id, m.study_id, m.user_study_id, s.study_type, s.title, m.missed_at, m.notified, m.notified_at
       from missed_studies m join studies s on s.id = m.study_id
      where m.participant_id = $1 and ($2::boolean is null or m.notified = $2) order by m.missed_at desc, m.id`,
    [participantId, notified ?? null],
  );
  return rows.map((r) => ({ ...r, missed_at: iso(r.missed_at)!, notified_at: iso(r.notified_at) }));
}

/** Marks the given missed studies (all of them without ids) notified or not; answers the ids changed. */
export async function markMissedStudies(
  db: Queryable,
  participantId: number,
  notified: boolean,
  ids: number[] | undefined,
) {
  const rows = await db.query<{ id: number }>(
    `update missed_studies set notified = $2, notified_at = case when $2 then now() else null end
      where participant_id = $1 and ($3::int[] is null or id = any($3::int[])) returning id`,
    [participantId, notified, ids ?? null],
  );
  return rows.map((r) => r.id);
}

/** Records the user study's eligibility (a submitted screening decides it). */
export const setUserStudyEligibility = (tx: Queryable, userStudyId: number, eligible: boolean | null) =>
  tx.query('update user_studies set is_eligible = $2, updated_at = now(), version = version + 1 where id = $1', [
    userStudyId,
    eligible,
  ]);
