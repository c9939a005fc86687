import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { RegistrationAnswer, RegistrationPayload } from '@contract';

/**
 * Row `signup` (POST /registry/signup, DECISIONS §2): creates the account and answers a token, with
 * which the screen signs in. Own errors: 400/409 field errors on the controls, 403 'registration is
 * blocked' opens the reject dialog (another 403 shows the generic failure).
 */
export const register = (client: ApiClient, payload: RegistrationPayload): Promise<RegistrationAnswer> =>
  client.call('signup', { body: payload }, { ownErrors: [400, 403, 409], loader: true });
