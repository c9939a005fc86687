import type { PreselectAnswer } from '@contract';
import { sortProcedures, withCompletion } from '@engine';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { ParticipantRow } from '../accounts/service';
import { requireUserStudy, userProcedures } from './study-store';

export const PRESELECT_CORE_ONLY = 'Only a core study preselects its procedure.';

/**
 * `POST /registry/converted-users/preselect` (spec 001 §4 Preselect; payload and answer ours):
 * the procedure a core-study participant's survey opens: the first one not completed, or the
 * last when every one is (its status page then shows). Reads only the participant's own user study.
 */
export async function preselectProcedure(
  db: Queryable,
  participant: ParticipantRow,
  userStudyId: number,
): Promise<PreselectAnswer> {
  const us = await requireUserStudy(db, participant.id, userStudyId);
  if (us.definition.study.study_type !== 'core_study') throw badRequest({ user_study_id: [PRESELECT_CORE_ONLY] });
  const procedures = withCompletion(sortProcedures(us.definition.procedures), await userProcedures(db, us));
  const open = procedures.find((p) => !p.created_at);
  const chosen = open ?? procedures[procedures.length - 1];
  return { study_id: us.study_id, user_study_id: us.id, procedure_id: chosen.id, completed: !open };
}
