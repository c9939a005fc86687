import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { GlucoseReturnOrigin } from '@contract';

/**
 * Row `getGlucoseReturnOrigin` (GET /glucose-device/return-origin?state=): the partner page whose
 * gadget opened the vendor in this popup. Own errors: 404 (no such waiting state: nothing is handed over).
 */
export const getGlucoseReturnOrigin = (client: ApiClient, state: string): Promise<GlucoseReturnOrigin> =>
  client.call('getGlucoseReturnOrigin', { query: { state } }, { ownErrors: [404] });
