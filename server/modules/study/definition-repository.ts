import type { StudyDefinition } from '@contract';
import type { Queryable } from '../../db/database';

// The statements that load study definitions at start (upsert-studies.ts), apart from the ones a
// participant's requests run (repository.ts).

/** Takes the loading lock: several processes may start together on one PostgreSQL; one loads at a time. */
export async function lockStudyLoading(tx: Queryable) {
  await tx.query('select pg_advisory_xact_lock(7340004)');
}

/** Upserts one study by id; a reload of the same definition changes nothing (updated_at stays). */
export async function upsertStudy(
  tx: Queryable,
  def: StudyDefinition,
  readsQuestionIds: readonly number[],
): Promise<'inserted' | 'updated' | 'unchanged'> {
  const s = def.study;
  const rows = await tx.query<{ id: number; inserted: boolean }>(
    `insert into studies (id, study_type, title, status, closed_at, approximate_complete_time, launch_on,
      number_of_users_goal,
       reward_on, reward_text, custom_tag_on, custom_tag_text, assign_to, definition, reads_question_ids)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (id) do update set study_type = excluded.study_type, title = excluded.title, status = excluded.status,
       closed_at = excluded.closed_at, approximate_complete_time = excluded.approximate_complete_time,
         launch_on = excluded.launch_on,
       number_of_users_goal = excluded.number_of_users_goal, reward_on = excluded.reward_on,
         reward_text = excluded.reward_text,
       custom_tag_on = excluded.custom_tag_on, custom_tag_text = excluded.custom_tag_text,
         assign_to = excluded.assign_to,
       definition = excluded.definition, reads_question_ids = excluded.reads_question_ids, updated_at = now()
     where studies.definition is distinct from excluded.definition
        or studies.reads_question_ids is distinct from excluded.reads_question_ids
     returning id, (xmax = 0) as inserted`,
    [
      s.id,
      s.study_type,
      s.title,
      s.status,
      s.closed_at ?? null,
      s.approximate_complete_time ?? null,
      s.launch_on ?? null,
      s.number_of_users_goal ?? null,
      s.reward_on ?? false,
      s.reward_text ?? null,
      s.custom_tag_on ?? false,
      s.custom_tag_text ?? null,
      s.assign_to,
      JSON.stringify(def),
      [...readsQuestionIds],
    ],
  );
  if (rows.length === 0) return 'unchanged';
  return rows[0].inserted ? 'inserted' : 'updated';
}
