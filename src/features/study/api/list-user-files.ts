import type { ApiClient } from '@/shared/api/client/create-api-client';

/**
 * Row `listUserFiles` (GET {participant}/{id}/user-files). Not served yet: spec 001 §7 names a
 * user-files endpoint without its details, so the answer stays unknown until a screen needs it.
 * Own errors: none.
 */
export const listUserFiles = (client: ApiClient, participantId: number): Promise<unknown> =>
  client.call('listUserFiles', { params: { id: participantId } });
