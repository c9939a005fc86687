import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { UserConsent } from '@contract';

/**
 * Row `listConsents` (GET {participant}/{userId}/user-studies/{id}/consents): the consents this
 * participant must sign (parental, child, adult, partner), with any signature already given; also
 * the assent screen's (DECISIONS §7). A load failure shows the generic snackbar (spec 001 §8): no
 * own errors.
 */
export const listConsents = (client: ApiClient, participantId: number, userStudyId: number): Promise<UserConsent[]> =>
  client.call('listConsents', { params: { id: participantId, userStudyId } });
