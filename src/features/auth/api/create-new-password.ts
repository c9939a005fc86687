import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { CreateNewPasswordPayload, Detail } from '@contract';

/**
 * Row `createNewPassword` (POST /registry/create_new_password): sets the password with the reset
 * token; the screen then says the password was reset. Own errors: 400, mapped onto the fields (a
 * token error switches to the expired-link message).
 */
export const createNewPassword = (client: ApiClient, payload: CreateNewPasswordPayload): Promise<Detail> =>
  client.call('createNewPassword', { body: payload }, { ownErrors: [400], loader: true });
