import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { CheckResetTokenAnswer } from '@contract';

/**
 * Row `checkResetToken` (POST /registry/check-reset-password-token): whether the link of a reset
 * or hand-off e-mail is still usable, and the sign-in of its account; the screen shows the form only
 * then. Own errors: 400 (expired or used link), which the screen explains in place.
 */
export const checkResetToken = (client: ApiClient, token: string): Promise<CheckResetTokenAnswer> =>
  client.call('checkResetToken', { body: { token } }, { ownErrors: [400] });
