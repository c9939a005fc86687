import type { ApiClient } from '../../api/client/create-api-client';
import type { GlucoseLinkStatus } from '@contract';

/**
 * Row `getGlucoseDeviceLink` (GET /participant/{id}/glucose-device): whether the participant's
 * glucose device is connected, for the connect card on the dashboard and the profile.
 */
export const getGlucoseDeviceLink = (client: ApiClient, participantId: number): Promise<GlucoseLinkStatus> =>
  client.call('getGlucoseDeviceLink', { params: { id: participantId } });
