import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { ParticipantProfile, ReconsentReassignPayload } from '../../../shared/api/contract';

/** POST /registry/participant/{id}/reconsent/reassign_account: the parent hands the account to the child. */
export const reassignAccount = (client: ApiClient, participantId: number, payload: ReconsentReassignPayload): Promise<ParticipantProfile> =>
  client.post(`/registry/participant/${participantId}/reconsent/reassign_account`, payload, { schema: 'ParticipantProfile', ownErrors: [400, 409], loader: true });
