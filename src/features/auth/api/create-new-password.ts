import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { CreateNewPasswordPayload } from '../../../shared/api/contract';

/** POST /registry/create_new_password: sets the password with the reset token; 400 maps onto the fields. */
export const createNewPassword = (client: ApiClient, payload: CreateNewPasswordPayload): Promise<unknown> =>
  client.post('/registry/create_new_password', payload, { auth: false, ownErrors: [400], loader: true });
