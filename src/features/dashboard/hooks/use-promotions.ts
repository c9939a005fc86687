import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../shared/api/client/create-api-client';
import { clickPromotion } from '../../../shared/api/calls/click-promotion';
import { listUserStudyPromotions } from '../../../shared/api/calls/list-user-study-promotions';
import type { Promotion, UserStudy } from '../../../shared/api/contract';

export type PromotionsByStudy = ReadonlyMap<number, readonly Promotion[]>;

const NONE: PromotionsByStudy = new Map();

/**
 * The promotions of the open research opportunities (spec 001 §3, §7), loaded after the dashboard
 * has rendered and set in one state change: they only add to the cards, so one that fails to load
 * is left out. A click records the visit (the server counts them for the promotion_5/10/15
 * achievements) while the link opens the promotion in a new tab whatever the answer.
 */
export function usePromotions(client: ApiClient, participantId: number | null, sources: readonly number[]) {
  const [byStudy, setByStudy] = useState<PromotionsByStudy>(NONE);
  const key = sources.join(',');

  useEffect(() => {
    if (participantId === null || key === '') return;
    let live = true;
    const ids = key.split(',').map(Number);
    void Promise.all(
      ids.map((id) =>
        listUserStudyPromotions(client, participantId, id).then(
          (list): [number, readonly Promotion[]] => [id, list],
          (): [number, readonly Promotion[]] => [id, []],
        ),
      ),
    ).then((entries) => {
      if (live) setByStudy(new Map(entries.filter(([, list]) => list.length > 0)));
    });
    return () => {
      live = false;
    };
  }, [client, participantId, key]);

  const click = useCallback(
    (us: UserStudy, promotion: Promotion) => {
      if (participantId === null) return;
      void clickPromotion(client, { participantId, userStudyId: us.id, promotionId: promotion.id });
    },
    [client, participantId],
  );

  return { byStudy, click };
}
