import { one, type Queryable } from '../../db/database';

// The statements of the documents module (answers-model.ts reads the answers itself).

/** When the procedure of a user study was submitted; undefined while it is not. */
export async function procedureSubmittedAt(
  db: Queryable,
  userStudyId: number,
  procedureId: string,
): Promise<Date | undefined> {
  const sql = 'select created_at from user_procedures where user_study_id = $1 and procedure_id = $2';
  return (await one<{ created_at: Date }>(db, sql, [userStudyId, procedureId]))?.created_at;
}
