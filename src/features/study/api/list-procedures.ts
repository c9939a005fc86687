import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Procedure } from '@contract';

/**
 * Row `listProcedures` (GET {api}/studies/{studyId}/procedures): the study's procedures in order, from
 * which the engine builds the flow and its progress. Own errors: none.
 */
export const listProcedures = (client: ApiClient, studyId: number): Promise<Procedure[]> =>
  client.call('listProcedures', { params: { studyId } });
