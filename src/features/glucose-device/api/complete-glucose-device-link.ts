import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { GlucoseLinkComplete, GlucoseLinkCompletePayload } from '@contract';

/**
 * Row `completeGlucoseDeviceLink` (POST /participant/{id}/glucose-device/complete): the vendor's
 * code and the state it came back with; the server exchanges the code and stores the link. Own
 * errors: 400 (a used, expired or foreign state; a code the vendor refused) and 409 (the vendor
 * account is another participant's), each shown on the return screen with a way to start again.
 */
export const completeGlucoseDeviceLink = (
  client: ApiClient,
  participantId: number,
  body: GlucoseLinkCompletePayload,
): Promise<GlucoseLinkComplete> =>
  client.call('completeGlucoseDeviceLink', { params: { id: participantId }, body }, { ownErrors: [400, 409] });
