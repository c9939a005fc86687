import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { ProcedureId, UserProcedure, UserStudy } from '../../../shared/api/contract';

/**
 * Row `submitProcedure` (POST {participant}/{userId}/user-studies/{id}/user-procedures, body
 * procedure_id): submits a procedure; the answer is the user study with the procedure's status
 * (`user_study_is_eligible` after screening), which refreshes the study session and picks the next
 * screen. Own errors: 400 (e.g. 'There are not answered questions: …'), shown as its text in a
 * snackbar (spec 001 §8, DECISIONS §4).
 */
export const submitProcedure = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
  procedureId: ProcedureId,
): Promise<UserStudy & UserProcedure> =>
  client.call(
    'submitProcedure',
    { params: { id: participantId, userStudyId }, body: { procedure_id: procedureId } },
    { ownErrors: [400], loader: true },
  );
