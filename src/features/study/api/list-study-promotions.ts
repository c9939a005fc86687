import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Promotion } from '@contract';

/**
 * Row `listStudyPromotions` (GET {api}/promotions?study_id): the study's promotions, shown on its
 * closing screens. Own errors: none.
 */
export const listStudyPromotions = (client: ApiClient, studyId: number): Promise<Promotion[]> =>
  client.call('listStudyPromotions', { query: { study_id: studyId } });
