import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { SmsOffAnswer } from '@contract';

/**
 * Row `smsOff` (POST {api}/registry/sms-off, spec 000 §2): the link in a text message carries a
 * token that names the participant and the phone, so the call needs no sign-in (a public row sends
 * no credentials: the stored session, if any, is not the link's owner). Answers `unsubscribed`, also
 * when the number already was, since a link may be opened twice. Own errors: every failure; the
 * screen explains each one in place with the contact details.
 */
export const smsOff = (client: ApiClient, token: string): Promise<SmsOffAnswer> =>
  client.call('smsOff', { body: { token } }, { ownErrors: true });
