import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { UserStudy } from '../../../shared/api/contract';

/**
 * Row `listUserStudies` (GET /participant/{id}/user-studies): every study of the participant; the
 * dashboard groups them (model/grouping) into studies, opportunities, history and closed ones and
 * counts the banner's new ones. Own errors: none.
 */
export const listUserStudies = (client: ApiClient, participantId: number): Promise<UserStudy[]> =>
  client.call('listUserStudies', { params: { id: participantId } });
