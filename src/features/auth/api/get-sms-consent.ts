import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { SmsConsentStatus } from '@contract';

/**
 * Row `getSmsConsent` (GET /participant/{id}/sms_consent): whether the SMS consent dialog must be
 * shown after sign-in (spec 000 §4). Own errors: none here; the profile checks catch a failure and
 * go on without the dialog.
 */
export const getSmsConsent = (client: ApiClient, participantId: number): Promise<SmsConsentStatus> =>
  client.call('getSmsConsent', { params: { id: participantId } });
