import type { Queryable } from '../../db/database';
import { NOT_STARTED } from './progress';
import { insertAssignments } from './repository';

export interface AssignmentScope {
  /** Only this participant (at registration, on the dashboard); else every participant. */
  participantId?: number;
  /** Closed studies first loaded by this start: handed out once, to the participants present now. */
  closedNow?: readonly number[];
}

/**
 * Gives participants a user study (not started) of every active `assign_to: all` study, of every
 * active `assign_to: enrolled` study once their core-study consent is signed, and of the closed ones
 * named in `closedNow`. The one place user studies are created, so every new one starts
 * with the same status. Idempotent: the dashboard calls it too, so studies loaded after an account
 * was created still reach that account. Answers how many user studies it created.
 */
export async function assignStudies(
  db: Queryable,
  { participantId, closedNow = [] }: AssignmentScope = {},
): Promise<number> {
  return insertAssignments(db, participantId ?? null, closedNow, NOT_STARTED);
}

/** A participant's open studies: at registration and whenever the dashboard lists studies. */
export async function assignOpenStudies(db: Queryable, participantId: number): Promise<void> {
  await assignStudies(db, { participantId });
}
