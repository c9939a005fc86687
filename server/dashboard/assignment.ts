import type { Queryable } from '../db/database';

/**
 * Gives the participant a user study for every active study assigned to all. Idempotent, so the
 * dashboard calls it too: studies loaded after an account was created still reach that account.
 */
export async function assignOpenStudies(db: Queryable, participantId: number): Promise<void> {
  await db.query(
    `insert into user_studies (participant_id, study_id)
     select $1, s.id from studies s where s.assign_to = 'all' and s.status = 'active'
     on conflict (participant_id, study_id) do nothing`,
    [participantId],
  );
}
