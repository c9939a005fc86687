import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { Detail } from '@contract';

/**
 * Row `unlockAccount` (POST /registry/unlock_account): uses the e-mailed link that unlocks an account
 * locked by failed sign-in tries (DECISIONS §3); the link works once. Own errors: 400 (expired or
 * used link), which the unlock screen explains in place.
 */
export const unlockAccount = (client: ApiClient, token: string): Promise<Detail> =>
  client.call('unlockAccount', { body: { token } }, { ownErrors: [400] });
