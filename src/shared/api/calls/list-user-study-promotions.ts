import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { Promotion } from '../../../shared/api/contract';

/**
 * Row `listUserStudyPromotions` (GET {participant}/{userId}/user_study/{id}/promotions): the
 * promotions shown to this participant in this study. Own errors: none.
 */
export const listUserStudyPromotions = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
): Promise<Promotion[]> => client.call('listUserStudyPromotions', { params: { id: participantId, userStudyId } });
