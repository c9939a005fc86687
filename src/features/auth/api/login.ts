import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { LoginAnswer, LoginPayload } from '@contract';

/**
 * Row `login` (POST /registry/login): a token, or an otp id when dual factor is on (spec 000 §4);
 * the sign-in flow stores it and loads the profile. Own errors: 400 field errors and the 403 and
 * 429 details are the form's to show.
 */
export const login = (client: ApiClient, payload: LoginPayload): Promise<LoginAnswer> =>
  client.call('login', { body: payload }, { ownErrors: [400, 403, 429] });
