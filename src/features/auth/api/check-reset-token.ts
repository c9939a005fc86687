import type { ApiClient } from '../../../shared/api/client/create-api-client';

/** POST /registry/check-reset-password-token: 400 when the link is expired or used. */
export const checkResetToken = (client: ApiClient, token: string): Promise<unknown> =>
  client.post('/registry/check-reset-password-token', { token }, { auth: false, ownErrors: [400] });
