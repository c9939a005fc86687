import type { ApiClient } from '../../../shared/api/client/create-api-client';

/** POST /registry/reset_password: mails a reset link (the same answer whether or not the address is known). */
export const requestPasswordReset = (client: ApiClient, email: string): Promise<unknown> =>
  client.post('/registry/reset_password', { email }, { auth: false, ownErrors: [400], loader: true });
