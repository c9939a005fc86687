import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Detail } from '@contract';

/**
 * Row `checkResetToken` (POST /registry/check-reset-password-token): whether the link of a reset
 * e-mail is still usable; the reset screen shows the form only then. Own errors: 400 (expired or
 * used link), which the screen explains in place.
 */
export const checkResetToken = (client: ApiClient, token: string): Promise<Detail> =>
  client.call('checkResetToken', { body: { token } }, { ownErrors: [400] });
