import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ProcedureId, UserProcedure, UserStudy } from '@contract';
import { SUBMIT_REFUSAL_STATUSES } from '@engine/screen';

/**
 * Row `submitProcedure` (POST {participant}/{userId}/user-studies/{id}/user-procedures, body
 * procedure_id): submits a procedure; the answer is the user study with the procedure's status
 * (`user_study_is_eligible` after screening), which refreshes the study session and picks the next
 * screen. Own errors: the refusals (400 with a list of messages, e.g. 'There are not answered
 * questions: …' (DECISIONS §4), `non_field_errors` or `detail`; 403, 404, 409), shown as their text
 * in a snackbar (spec 001 §8) by runProcedureSubmit; a dropped call, 401 and 5xx take the client's path.
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
    { ownErrors: SUBMIT_REFUSAL_STATUSES, loader: true },
  );
