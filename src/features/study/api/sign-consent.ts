import type { ApiClient } from '@/shared/api/client/create-api-client';
import { REAUTH_HEADER, type SignPayload, type SignResponse } from '@contract';

/**
 * Row `signConsent` (POST {participant}/{userId}/user-studies/{id}/consents/{consentId}/sign): signs
 * with the typed name; `reauthToken` goes in X-Reauth (DECISIONS §11). The answer says whether the
 * SMS consent must be asked next; a fresh token in it (assent, DECISIONS §7) is stored by the
 * client. Own errors: 400, 403 and 409, for which the screen shows 'An error may have occurred while
 * signing consent, and the consent form has not been submitted.' with the study team's contacts
 * (spec 001 §8).
 */
export const signConsent = (
  client: ApiClient,
  ids: { participantId: number; userStudyId: number; consentId: number },
  payload: SignPayload,
  reauthToken?: string,
): Promise<SignResponse> =>
  client.call(
    'signConsent',
    { params: { id: ids.participantId, userStudyId: ids.userStudyId, consentId: ids.consentId }, body: payload },
    { ownErrors: [400, 403, 409], loader: true, headers: reauthToken ? { [REAUTH_HEADER]: reauthToken } : undefined },
  );
