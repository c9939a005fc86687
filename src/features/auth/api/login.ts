import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { LoginAnswer, LoginPayload } from '../../../shared/api/contract';

/** POST /registry/login: a token, or an otp id when dual factor is on. Failures are the form's to show. */
export const login = (client: ApiClient, payload: LoginPayload): Promise<LoginAnswer> =>
  client.post('/registry/login', payload, { schema: 'LoginAnswer', auth: false, ownErrors: [400, 403, 429] });
