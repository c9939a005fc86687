import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { OtpPayload, TokenAnswer } from '../../../shared/api/contract';

/** POST /registry/otp: the one-time code travels in `password`; answers the token. */
export const verifyOtp = (client: ApiClient, payload: OtpPayload): Promise<TokenAnswer> =>
  client.post('/registry/otp', payload, { schema: 'TokenAnswer', auth: false, ownErrors: [400, 403, 429] });
