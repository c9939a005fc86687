import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Detail } from '@contract';

/**
 * Row `requestPasswordReset` (POST /registry/reset_password): mails a reset link (the same answer
 * whether or not the address is known); the screen says where it was sent. Own errors: 400, shown
 * on the e-mail field.
 */
export const requestPasswordReset = (client: ApiClient, email: string): Promise<Detail> =>
  client.call('requestPasswordReset', { body: { email } }, { ownErrors: [400], loader: true });
