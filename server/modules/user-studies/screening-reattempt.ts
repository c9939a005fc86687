import type { Queryable } from '../../db/database';
import type { UserStudyRow } from './user-studies';

export const SCREENING_REATTEMPT_LIMIT = 3;

interface QuestionRef {
  id: number;
  procedure?: string;
}

/**
 * Starts screening over (the Reactivate dialog warns previous answers are lost): screening answers
 * and the procedures from screening on are removed, eligibility is cleared, the try is counted.
 */
export async function resetScreening(db: Queryable, userStudy: UserStudyRow): Promise<void> {
  const all = [...(userStudy.definition?.questions?.adult ?? []), ...(userStudy.definition?.questions?.child ?? [])] as QuestionRef[];
  const screeningIds = all.filter((q) => q.procedure === 'screening').map((q) => q.id);
  await db.query('delete from answers where user_study_id = $1 and question_id = any($2::int[])', [userStudy.id, screeningIds]);
  await db.query(`delete from user_procedures where user_study_id = $1 and procedure_id <> 'intro'`, [userStudy.id]);
  await db.query(
    `update user_studies set screening_reattempts = screening_reattempts + 1, is_eligible = null, status = 2,
       dashboard_status = 'in_progress', current_status = 'Screening: in progress', completed_at = null, updated_at = now()
     where id = $1`,
    [userStudy.id],
  );
}
