import type { ApiClient } from '../../../shared/api/client/create-api-client';

/**
 * SMS unsubscribe (spec 000 §2, sms-off): the link in a text message carries a token that names
 * the participant and the phone, so the call needs no sign-in.
 *
 *   POST {api}/registry/sms-off   body {"token": "<token from ?token=>"}
 *   200 {"status": "unsubscribed"}   (also when the number was already unsubscribed: the link may be opened twice)
 *   400 {"detail": "..."}            token missing, malformed, expired or unknown
 */
export const SMS_OFF_URL = '/registry/sms-off';

export interface SmsOffAnswer {
  status: 'unsubscribed';
}

export function smsOff(client: ApiClient, token: string): Promise<SmsOffAnswer> {
  // The screen explains every failure itself, in place; the stored session (if any) is not the link's owner.
  return client.post<SmsOffAnswer>(SMS_OFF_URL, { token }, { auth: false, ownErrors: true });
}
