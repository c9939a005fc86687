import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { UserProcedure } from '@contract';

/**
 * Row `listUserProcedures` (GET {participant}/{userId}/user-studies/{id}/user-procedures): the
 * procedures already submitted, for the progress and the resume point. Own errors: none.
 */
export const listUserProcedures = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
): Promise<UserProcedure[]> => client.call('listUserProcedures', { params: { id: participantId, userStudyId } });
