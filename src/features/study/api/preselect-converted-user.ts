import type { ApiClient } from '../../../shared/api/client/create-api-client';

/**
 * Row `preselectConvertedUser` (POST /registry/converted-users/preselect). Not served yet: spec 001
 * §4 names it without a payload or an answer, so it sends none and reads the answer as unknown
 * until the survey issue defines both. Own errors: every failure; the flow goes on without it.
 */
export async function preselectConvertedUser(client: ApiClient): Promise<unknown> {
  try {
    return await client.call('preselectConvertedUser', {}, { ownErrors: true });
  } catch {
    return null;
  }
}
