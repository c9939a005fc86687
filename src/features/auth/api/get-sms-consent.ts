import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { SmsConsentStatus } from '../../../shared/api/contract';

/** GET /participant/{id}/sms_consent: whether the SMS consent dialog must be shown. */
export const getSmsConsent = (client: ApiClient, participantId: number): Promise<SmsConsentStatus> =>
  client.get(`/participant/${participantId}/sms_consent`, { schema: 'SmsConsentStatus' });
