import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { MissedOpportunitiesPatch } from '@contract';

/**
 * Row `updateMissedOpportunities` (PATCH /participant/{id}/missed-opportunities): marks missed
 * studies as notified (all of them without `ids`) once the dashboard has told of them, so the next
 * `listMissedOpportunities(…, false)` leaves them out. Own errors: none.
 */
export const markMissedOpportunitiesNotified = (
  client: ApiClient,
  participantId: number,
  patch: MissedOpportunitiesPatch,
): Promise<{ updated: number[] }> =>
  client.call('updateMissedOpportunities', { params: { id: participantId }, body: patch });
