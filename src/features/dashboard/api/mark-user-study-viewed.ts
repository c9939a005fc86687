import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ViewedAnswer } from '@contract';

/**
 * Row `markUserStudyViewed` (PATCH /participant/{id}/user_study/{userStudyId}/viewed, empty body):
 * a research opportunity was opened; the dashboard shows 'Viewed: {viewed_at}' from the answer
 * instead of 'Not viewed'. Own errors: none.
 */
export const markUserStudyViewed = (
  client: ApiClient,
  participantId: number,
  userStudyId: number,
): Promise<ViewedAnswer> => client.call('markUserStudyViewed', { params: { id: participantId, userStudyId } });
