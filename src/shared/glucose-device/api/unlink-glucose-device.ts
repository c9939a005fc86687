import type { ApiClient } from '../../api/client/create-api-client';
import type { GlucoseLinkStatus } from '@contract';

/**
 * Row `unlinkGlucoseDevice` (DELETE /participant/{id}/glucose-device): disconnects the glucose
 * device (the profile's Disconnect); answers the status, now not linked.
 */
export const unlinkGlucoseDevice = (client: ApiClient, participantId: number): Promise<GlucoseLinkStatus> =>
  client.call('unlinkGlucoseDevice', { params: { id: participantId } }, { loader: true });
