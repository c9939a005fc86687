import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ConsentBody } from '@contract';

/**
 * Row `getConsentBody` (GET {api}/consents/{id}): a consent's text and agreement line, shown above
 * the signature. A load failure shows the generic snackbar: no own errors.
 */
export const getConsentBody = (client: ApiClient, consentId: number): Promise<ConsentBody> =>
  client.call('getConsentBody', { params: { consentId } });
