import type { DashboardStatus, ProcedureId } from '@contract';
import { one, type Queryable } from '../../db/database';

// The demo seed's statements (DECISIONS §6): user studies placed at a given progress, with their
// procedures and answers, and missed studies. Only the seed writes this way.

/** A user study placed at a given progress by the demo seed (DECISIONS §6). */
export interface DemoUserStudy {
  studyId: number;
  status: number;
  dashboard_status: DashboardStatus;
  current_status: string;
  is_eligible?: boolean | null;
  /** Days ago; completed_at / viewed_at are set when given. */
  completedDaysAgo?: number;
  viewedDaysAgo?: number;
  screening_reattempts?: number;
  /** Procedures already submitted, with the screening's eligibility. */
  procedures?: readonly ProcedureId[];
  answers?: ReadonlyArray<{ question_id: number; option_id: number; value: string }>;
}

/**
 * Demo seed: the participant's user study of a study at a given progress, with its procedures and
 * answers; undefined (nothing written) when the study was not loaded (another studies folder).
 */
export async function placeUserStudy(
  db: Queryable,
  participantId: number,
  demo: DemoUserStudy,
): Promise<number | undefined> {
  const days = (n: number | undefined) => (n === undefined ? null : new Date(Date.now() - n * 86_400_000));
  const row = await one<{ id: number }>(
    db,
    `insert into user_studies (participant_id, study_id, status, dashboard_status, current_status, is_eligible,
       completed_at, viewed_at, screening_reattempts)
     select $1, id, $3, $4, $5, $6, $7, $8, $9 from studies where id = $2
     on conflict (participant_id, study_id) do update set status = $3, dashboard_status = $4, current_status = $5,
       is_eligible = $6, completed_at = $7, viewed_at = $8, screening_reattempts = $9, updated_at = now()
     returning id`,
    [
      participantId,
      demo.studyId,
      demo.status,
      demo.dashboard_status,
      demo.current_status,
      demo.is_eligible ?? null,
      days(demo.completedDaysAgo),
      days(demo.viewedDaysAgo),
      demo.screening_reattempts ?? 0,
    ],
  );
  if (!row) return undefined;
  const id = row.id;
  // One statement each for the procedures and the answers: the seed of an empty database stays quick.
  const procedures = demo.procedures ?? [];
  if (procedures.length > 0)
    await db.query(
      `insert into user_procedures (user_study_id, procedure_id, user_study_is_eligible, created_at)
       select $1, p, case when p = 'screening' then $3::boolean end, coalesce($4, now())
         from unnest($2::text[]) as t(p)
       on conflict do nothing`,
      [id, [...procedures], demo.is_eligible ?? null, days(demo.completedDaysAgo)],
    );
  const answers = demo.answers ?? [];
  if (answers.length > 0)
    await db.query(
      `insert into answers (user_study_id, question_id, question_option_id, value)
       select $1, q, o, v from unnest($2::int[], $3::int[], $4::text[]) as t(q, o, v)`,
      [id, answers.map((a) => a.question_id), answers.map((a) => a.option_id), answers.map((a) => a.value)],
    );
  return id;
}

/** Demo seed: a missed study of the participant, not yet notified. */
export async function insertMissedStudy(db: Queryable, participantId: number, studyId: number): Promise<void> {
  await db.query(
    `insert into missed_studies (participant_id, study_id, user_study_id, missed_at)
     select participant_id, study_id, id, now() - interval '20 days' from user_studies
      where participant_id = $1 and study_id = $2`,
    [participantId, studyId],
  );
}
