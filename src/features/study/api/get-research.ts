import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ResearchProcedure } from '@contract';

/**
 * Row `getResearch` (GET {participant}/{userId}/user-studies/{id}/research): the research
 * opportunity's page (its button, address, whether the participant id goes along). Own errors: none.
 */
export const getResearch = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
): Promise<ResearchProcedure> => client.call('getResearch', { params: { id: participantId, userStudyId } });
