import { questionsReadFromOtherStudies } from '@engine';
import { assignStudies } from '../user-studies/service';
import type { Database, Queryable } from '../../db/database';
import { readStudyDefinitions, type LoadedDefinition } from './load-definitions';
import { lockStudyLoading, upsertStudy } from './definition-repository';

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
  return loaded
    .filter((l) => l.definition.study.status === 'closed' && summary.inserted.includes(l.definition.study.id))
    .map((l) => l.definition.study.id);
}

/** Writes checked definitions in one transaction: all of them, or (on any failure) none. */
export async function upsertStudies(db: Database, loaded: readonly LoadedDefinition[]): Promise<LoadSummary> {
  return db.transaction(async (tx) => {
    await lockStudyLoading(tx);
    const summary: LoadSummary = { written: [], inserted: [], unchanged: [], assigned: 0 };
    for (const { definition } of loaded) {
      const outcome = await upsertStudy(tx, definition, questionsReadFromOtherStudies(definition));
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
