import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { GlucoseLinkStart, GlucoseLinkStartPayload } from '@contract';

/**
 * Row `startGlucoseDeviceLink` (POST /participant/{id}/glucose-device/start): the vendor's authorize
 * address with a state bound to this participant; the caller sends the browser there. Own errors:
 * 409 (linking is off, or a device is already connected), shown on the start screen.
 */
export const startGlucoseDeviceLink = (
  client: ApiClient,
  participantId: number,
  body: GlucoseLinkStartPayload,
): Promise<GlucoseLinkStart> =>
  client.call('startGlucoseDeviceLink', { params: { id: participantId }, body }, { ownErrors: [409], loader: true });
