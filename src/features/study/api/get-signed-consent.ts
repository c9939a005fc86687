import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { SignedConsent } from '@contract';

/**
 * Row `getSignedConsent` (GET {participant}/{userId}/user-consents/{id}): a signed consent with its
 * texts, signer and date, for the signed-consent screen. Own errors: none.
 */
export const getSignedConsent = (
  client: ApiClient,
  participantId: number,
  userConsentId: number,
): Promise<SignedConsent> => client.call('getSignedConsent', { params: { id: participantId, userConsentId } });
