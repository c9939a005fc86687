import type { Queryable } from '../../db/database';
import { insertMissedStudy, placeUserStudy, type DemoUserStudy } from './demo-repository';

export type { DemoUserStudy };

// Demo progress (DECISIONS §6): user studies placed at a given point, so a newcomer signing in as a
// demo account sees every dashboard section. Used only by the seed of an empty database.

/** Creates (or moves) the participant's user study of a study to the given progress; answers its id, or undefined when the study is not loaded. */
export async function placeDemoUserStudy(
  db: Queryable,
  participantId: number,
  demo: DemoUserStudy,
): Promise<number | undefined> {
  return placeUserStudy(db, participantId, demo);
}

/** Records that the participant missed a study (it closed before they took part). */
export async function recordMissedStudy(db: Queryable, participantId: number, studyId: number): Promise<void> {
  await insertMissedStudy(db, participantId, studyId);
}
