import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Achievement } from '@contract';

/**
 * Row `listAchievements` (GET /participant/{id}/achievements): the achievement icons, and for
 * consent, screening and questionnaire ones the Download and Review actions. Own errors: a dropped call
 * (status 0): the dashboard's own message with Try again says it, once (no snackbar besides).
 */
export const listAchievements = (client: ApiClient, participantId: number): Promise<Achievement[]> =>
  client.call('listAchievements', { params: { id: participantId } }, { ownErrors: [0] });
