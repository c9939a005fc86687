import type { ApiClient } from '../client/create-api-client';
import type { ChildInfo, ChildInfoUpdate } from '@contract';

/**
 * Row `updateChildInfo` (PATCH /registry/participant/{id}/child-info): the child form of the
 * profile and of the child-profile hand-off, hence shared; the answer refills the form. Own errors:
 * 400, on the child's fields.
 */
export const updateChildInfo = (
  client: ApiClient,
  participantId: number,
  update: ChildInfoUpdate,
): Promise<ChildInfo> =>
  client.call('updateChildInfo', { params: { id: participantId }, body: update }, { ownErrors: [400], loader: true });
