import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Givebacks } from '@contract';

/**
 * Row `getDataInsights` (GET {api}/live_data_givebacks, optional study_id; the core study without
 * it): the charts of the Data Insights page. Own errors: none.
 */
export const getDataInsights = (client: ApiClient, studyId?: number): Promise<Givebacks> =>
  client.call('getDataInsights', { query: { study_id: studyId } });
