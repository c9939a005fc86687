import type { ApiClient } from '../client/create-api-client';
import type { Promotion } from '@contract';

/**
 * Row `listUserStudyPromotions` (GET {participant}/{userId}/user_study/{id}/promotions): the
 * promotions shown to this participant in this study. Own errors: every failure: promotions only add
 * to a page, so its caller leaves them out rather than interrupting the participant.
 */
export const listUserStudyPromotions = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
): Promise<Promotion[]> =>
  client.call('listUserStudyPromotions', { params: { id: participantId, userStudyId } }, { ownErrors: true });
