import type { ApiClient } from '../client/create-api-client';
import type { ChildInfo } from '@contract';

/**
 * Row `getChildInfo` (GET /registry/participant/{id}/child-info): loaded for a child profile at
 * sign-in and by the child block of the profile and the child-profile hand-off (spec 000 §4), hence
 * shared; the caller fills the child form with it. Own errors: none.
 */
export const getChildInfo = (client: ApiClient, participantId: number): Promise<ChildInfo> =>
  client.call('getChildInfo', { params: { id: participantId } });
