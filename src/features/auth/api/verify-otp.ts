import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { OtpPayload, TokenAnswer } from '@contract';

/**
 * Row `verifyOtp` (POST /registry/otp): the one-time code travels in `password`; answers the token,
 * with which the sign-in flow goes on (and drops the stored otp id). Own errors: 400 ('You entered
 * the wrong code' on the field), 403 and 429 details on the form.
 */
export const verifyOtp = (client: ApiClient, payload: OtpPayload): Promise<TokenAnswer> =>
  client.call('verifyOtp', { body: payload }, { ownErrors: [400, 403, 429] });
