import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { HouseholdInfo } from '@contract';

/**
 * Row `getHouseholdInfo` (GET /registry/participant/{id}/household-info): fills the household block
 * of My Profile. Own errors: none.
 */
export const getHouseholdInfo = (client: ApiClient, participantId: number): Promise<HouseholdInfo> =>
  client.call('getHouseholdInfo', { params: { id: participantId } });
