import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { SmsConsentStatus, SmsConsentUpdate } from '../../../shared/api/contract';

/** POST /registry/participant/{id}/sms_consent: accepted with a phone, or skipped. A 400 maps onto the phone field. */
export const updateSmsConsent = (client: ApiClient, participantId: number, update: SmsConsentUpdate): Promise<SmsConsentStatus> =>
  client.post(`/registry/participant/${participantId}/sms_consent`, update, { schema: 'SmsConsentStatus', ownErrors: [400] });
