import type { ContentLang, UserStudy } from '@contract';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { findUserStudy, restartScreening } from './repository';
import { toUserStudy, type UserStudyRow } from './user-study-view';

export const SCREENING_REATTEMPT_LIMIT = 3;
export const MAX_REATTEMPTS = 'Max number of screening reattempts reached';
export const REATTEMPT_NOT_NEEDED = 'Screening can be retaken only after a not-eligible result.';

interface QuestionRef {
  id: number;
  procedure?: string;
}

/**
 * Starts screening over (the Reactivate dialog warns previous answers are lost): screening answers
 * and the procedures from screening on are removed, eligibility is cleared, the try is counted.
 */
export async function resetScreening(db: Queryable, userStudy: UserStudyRow): Promise<void> {
  const all = [
    ...(userStudy.definition?.questions?.adult ?? []),
    ...(userStudy.definition?.questions?.child ?? []),
  ] as QuestionRef[];
  const screeningIds = all.filter((q) => q.procedure === 'screening').map((q) => q.id);
  await restartScreening(db, userStudy.id, screeningIds);
}

/** A new screening after a not-eligible result, at most SCREENING_REATTEMPT_LIMIT times. */
export async function reattemptScreening(
  db: Queryable,
  participantId: number,
  userStudyId: number,
  lang: ContentLang = 'en',
): Promise<UserStudy> {
  const found = await findUserStudy(db, participantId, userStudyId);
  if (!found) throw notFound();
  if (found.screening_reattempts >= SCREENING_REATTEMPT_LIMIT) throw badRequest({ non_field_errors: [MAX_REATTEMPTS] });
  if (found.is_eligible !== false) throw conflict({ detail: REATTEMPT_NOT_NEEDED });
  await resetScreening(db, found);
  return toUserStudy((await findUserStudy(db, found.participant_id, found.id))!, lang);
}
