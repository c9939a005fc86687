import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { SmsConsentStatus, SmsConsentUpdate } from '@contract';

/**
 * Row `updateSmsConsent` (POST /registry/participant/{id}/sms_consent): accepted with a phone, or
 * skipped; the dialog closes on success. Own errors: 400, mapped onto the phone field.
 */
export const updateSmsConsent = (
  client: ApiClient,
  participantId: number,
  update: SmsConsentUpdate,
): Promise<SmsConsentStatus> =>
  client.call('updateSmsConsent', { params: { id: participantId }, body: update }, { ownErrors: [400] });
