import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ParticipantProfile } from '@contract';

/**
 * Row `completeReconsent` (POST /registry/participant/{id}/reconsent/complete, empty body): the last
 * step of re-consent. The answer is the refreshed profile, which the caller stores before the SMS
 * consent check runs again (spec 000 §4). Own errors: 400 (a step is not done yet) and 409 (the account
 * is not in re-consent), which
 * the re-consent screen explains.
 */
export const completeReconsent = (client: ApiClient, participantId: number): Promise<ParticipantProfile> =>
  client.call('completeReconsent', { params: { id: participantId } }, { ownErrors: [400, 409], loader: true });
