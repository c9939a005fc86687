import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile, ReconsentReassignPayload } from '@contract';

/**
 * Row `reassignAccount` (POST /registry/participant/{id}/reconsent/reassign_account): the parent of a
 * reconsent_pending account hands it to the child; the screen keeps the child's e-mail, signs the
 * parent out and goes to /passed-to-child. Own errors: 400 and 409, mapped onto the fields.
 */
export const reassignAccount = (
  client: ApiClient,
  participantId: number,
  payload: ReconsentReassignPayload,
): Promise<ParticipantProfile> =>
  client.call(
    'reassignAccount',
    { params: { id: participantId }, body: payload },
    { ownErrors: [400, 409], loader: true },
  );
