import type { StudyDefinition } from '../../../src/shared/api/contract';
import { assignStudies } from '../user-studies/assignment';
import type { Database, Queryable } from '../../db/database';
import { readStudyDefinitions, type LoadedDefinition } from './load-definitions';

export interface LoadSummary {
  /** Study ids written (inserted or changed). */
  written: number[];
  /** Study ids seen for the first time (a subset of written). */
  inserted: number[];
  /** Study ids whose stored definition already matched the file. */
  unchanged: number[];
  /** User studies created for participants by `assign_to: all`. */
  assigned: number;
}

/** Upserts one study by id; a reload of the same file changes nothing (updated_at stays). */
async function upsertStudy(tx: Queryable, def: StudyDefinition): Promise<'inserted' | 'updated' | 'unchanged'> {
  const s = def.study;
  const rows = await tx.query<{ id: number; inserted: boolean }>(
    `insert into studies (id, study_type, title, status, closed_at, approximate_complete_time, launch_on, number_of_users_goal,
       reward_on, reward_text, custom_tag_on, custom_tag_text, assign_to, definition)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (id) do update set study_type = excluded.study_type, title = excluded.title, status = excluded.status,
       closed_at = excluded.closed_at, approximate_complete_time = excluded.approximate_complete_time, launch_on = excluded.launch_on,
       number_of_users_goal = excluded.number_of_users_goal, reward_on = excluded.reward_on, reward_text = excluded.reward_text,
       custom_tag_on = excluded.custom_tag_on, custom_tag_text = excluded.custom_tag_text, assign_to = excluded.assign_to,
       definition = excluded.definition, updated_at = now()
     where studies.definition is distinct from excluded.definition
     returning id, (xmax = 0) as inserted`,
    [
      s.id, s.study_type, s.title, s.status, s.closed_at ?? null, s.approximate_complete_time ?? null, s.launch_on ?? null,
      s.number_of_users_goal ?? null, s.reward_on ?? false, s.reward_text ?? null, s.custom_tag_on ?? false, s.custom_tag_text ?? null,
      s.assign_to, JSON.stringify(def),
    ],
  );
  if (rows.length === 0) return 'unchanged';
  return rows[0].inserted ? 'inserted' : 'updated';
}

/**
 * `assign_to: all`: every participant gets a user study of every such active study (those who
 * register later get them at registration). A study that is already closed when it is first
 * loaded (an archived study) goes to the participants present at that start, so it shows under
 * Closed Studies; it never reaches people who register after it closed. Idempotent.
 */
export function assignStudiesToAll(tx: Queryable, newlyLoadedClosed: readonly number[] = []): Promise<number> {
  return assignStudies(tx, { closedNow: newlyLoadedClosed });
}

/** The closed studies among those just inserted: the ones an archive load hands out once. */
export function newlyClosed(loaded: readonly LoadedDefinition[], summary: Pick<LoadSummary, 'inserted'>): number[] {
  return loaded.filter((l) => l.definition.study.status === 'closed' && summary.inserted.includes(l.definition.study.id)).map((l) => l.definition.study.id);
}

/** Writes checked definitions in one transaction: all of them, or (on any failure) none. */
export async function upsertStudies(db: Database, loaded: readonly LoadedDefinition[]): Promise<LoadSummary> {
  return db.transaction(async (tx) => {
    // Several processes may start together on one PostgreSQL: one loads at a time.
    await tx.query('select pg_advisory_xact_lock(7340004)');
    const summary: LoadSummary = { written: [], inserted: [], unchanged: [], assigned: 0 };
    for (const { definition } of loaded) {
      const outcome = await upsertStudy(tx, definition);
      if (outcome === 'unchanged') summary.unchanged.push(definition.study.id);
      else summary.written.push(definition.study.id);
      if (outcome === 'inserted') summary.inserted.push(definition.study.id);
    }
    summary.assigned = await assignStudiesToAll(tx, newlyClosed(loaded, summary));
    return summary;
  });
}

/** Reads and checks the folder (throws StudyDefinitionError before touching the database), then upserts. */
export async function loadStudies(db: Database, dir: string): Promise<LoadSummary> {
  return upsertStudies(db, readStudyDefinitions(dir));
}
