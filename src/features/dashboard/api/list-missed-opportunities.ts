import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { MissedStudy } from '@contract';

/**
 * Row `listMissedOpportunities` (GET /participant/{id}/missed-opportunities, optional `notified`):
 * the studies that closed before the participant took part; the dashboard tells of the ones not yet
 * notified. Own errors: none.
 */
export const listMissedOpportunities = (
  client: ApiClient,
  participantId: number,
  notified?: boolean,
): Promise<MissedStudy[]> =>
  client.call('listMissedOpportunities', { params: { id: participantId }, query: { notified } });
