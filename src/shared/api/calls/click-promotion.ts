import type { ApiClient } from '../client/create-api-client';

/**
 * Row `clickPromotion` (POST {api}/{userID}/user_study/{id}/promotions/{promotionID}/click, empty
 * body): records a promotion's click (the research click); the page opens the promotion's address
 * whatever the answer. Own errors: every failure, ignored: the participant is already on the way.
 */
export async function clickPromotion(
  client: ApiClient,
  ids: { participantId: number; userStudyId: number; promotionId: number },
): Promise<void> {
  const params = { id: ids.participantId, userStudyId: ids.userStudyId, promotionId: ids.promotionId };
  await client.call('clickPromotion', { params }, { ownErrors: true }).catch(() => undefined);
}
