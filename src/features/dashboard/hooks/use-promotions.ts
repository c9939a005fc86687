import { startTransition, useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@/shared/api/client/create-api-client';
import { clickPromotion } from '@/shared/api/calls/click-promotion';
import { listUserStudyPromotions } from '@/shared/api/calls/list-user-study-promotions';
import type { Promotion, UserStudy } from '@contract';

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
    // One call after the other, started after the dashboard's commit: each call's work runs in a task
    // of its own rather than twenty in one (a participant may have twenty opportunities).
    const load = async () => {
      const found: Array<[number, readonly Promotion[]]> = [];
      for (const id of key.split(',').map(Number)) {
        const list = await listUserStudyPromotions(client, participantId, id).catch(() => []);
        if (!live) return;
        if (list.length > 0) found.push([id, list]);
      }
      // No promotions: no state change, so the cards are not rendered again for nothing.
      if (found.length > 0) startTransition(() => setByStudy(new Map(found)));
    };
    const timer = setTimeout(() => void load(), 0);
    return () => {
      live = false;
      clearTimeout(timer);
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
