import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { UserStudy } from '@contract';

/**
 * Row `listUserStudies` (GET /participant/{id}/user-studies): every study of the participant; the
 * dashboard groups them (model/grouping) into studies, opportunities, history and closed ones and
 * counts the banner's new ones. Own errors: a dropped call
 * (status 0): the dashboard's own message with Try again says it, once (no snackbar besides).
 */
export const listUserStudies = (client: ApiClient, participantId: number): Promise<UserStudy[]> =>
  client.call('listUserStudies', { params: { id: participantId } }, { ownErrors: [0] });
