import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { PreselectAnswer } from '@contract';

/**
 * Row `preselectConvertedUser` (POST /registry/converted-users/preselect, body `{user_study_id}`):
 * the procedure a core-study participant's survey opens (spec 001 §4 Preselect; payload and answer
 * are ours, DECISIONS §2 names the path). Own errors: every failure; the survey then preselects
 * from the procedures it loaded itself (null).
 */
export async function preselectConvertedUser(client: ApiClient, userStudyId: number): Promise<PreselectAnswer | null> {
  try {
    return await client.call('preselectConvertedUser', { body: { user_study_id: userStudyId } }, { ownErrors: true });
  } catch {
    return null;
  }
}
