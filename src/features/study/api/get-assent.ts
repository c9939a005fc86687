import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { AssentTarget } from '@contract';

/**
 * Row `getAssent` (GET /participant/{id}/assent, ours, DECISIONS §7): the core study's user study
 * whose child consent the teen signs at /assent. Own error: 404 when nothing waits for a signature
 * (the screen then offers the dashboard).
 */
export const getAssent = (client: ApiClient, participantId: number): Promise<AssentTarget> =>
  client.call('getAssent', { params: { id: participantId } }, { ownErrors: [404] });
