import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { ImperiumRelevantPayload, ImperiumRelevantRecord } from '@contract';

/**
 * Row `storeRelevantId` (POST {api}/imperium-relevant): stores what the Relevant ID check found (or
 * why it failed: 'RelevantID service timed out', …). Own errors: every failure, answering null: the
 * study continues whatever happens to this record (spec 001 §8).
 */
export async function storeRelevantId(
  client: ApiClient,
  payload: ImperiumRelevantPayload,
): Promise<ImperiumRelevantRecord | null> {
  try {
    return await client.call('storeRelevantId', { body: payload }, { ownErrors: true });
  } catch {
    return null;
  }
}
