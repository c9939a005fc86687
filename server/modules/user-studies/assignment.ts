import type { Queryable } from '../../db/database';
import { NOT_STARTED } from './progress';

export interface AssignmentScope {
  /** Only this participant (at registration, on the dashboard); else every participant. */
  participantId?: number;
  /** Closed studies first loaded by this start: handed out once, to the participants present now. */
  closedNow?: readonly number[];
}

/**
 * Gives participants a user study (not started) of every active `assign_to: all` study, and of the
 * closed ones named in `closedNow`. The one place user studies are created, so every new one starts
 * with the same status. Idempotent: the dashboard calls it too, so studies loaded after an account
 * was created still reach that account. Answers how many user studies it created.
 */
export async function assignStudies(db: Queryable, { participantId, closedNow = [] }: AssignmentScope = {}): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into user_studies (participant_id, study_id, status, dashboard_status, current_status)
     select p.id, s.id, $3, $4, $5 from participants p cross join studies s
      where ($1::int is null or p.id = $1)
        and s.assign_to = 'all' and (s.status = 'active' or (s.status = 'closed' and s.id = any($2::int[])))
     on conflict (participant_id, study_id) do nothing
     returning id`,
    [participantId ?? null, [...closedNow], NOT_STARTED.status, NOT_STARTED.dashboard_status, NOT_STARTED.current_status],
  );
  return rows.length;
}

/** A participant's open studies: at registration and whenever the dashboard lists studies. */
export async function assignOpenStudies(db: Queryable, participantId: number): Promise<void> {
  await assignStudies(db, { participantId });
}
