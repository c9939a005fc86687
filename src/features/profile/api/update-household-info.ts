import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { HouseholdInfo, HouseholdInfoUpdate } from '@contract';

/**
 * Row `updateHouseholdInfo` (PATCH /registry/participant/{id}/household-info): saves the household
 * block; the answer refills it and the screen says 'Your account has been updated'. Own errors:
 * 400, on the address, city, state and zip fields.
 */
export const updateHouseholdInfo = (
  client: ApiClient,
  participantId: number,
  update: HouseholdInfoUpdate,
): Promise<HouseholdInfo> =>
  client.call(
    'updateHouseholdInfo',
    { params: { id: participantId }, body: update },
    { ownErrors: [400], loader: true },
  );
