import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { EmailOffAnswer } from '@contract';

/**
 * Row `emailOff` (POST {api}/registry/email-off): the link of a reminder e-mail carries a signed
 * token naming the participant and one topic, so the call needs no sign-in (a public row sends no
 * credentials: the stored session, if any, may not be the link's owner). Answers the topic whose
 * e-mails are now off, also when they already were. Own errors: every failure; the screen explains
 * each one in place with the contact details.
 */
export const emailOff = (client: ApiClient, token: string): Promise<EmailOffAnswer> =>
  client.call('emailOff', { body: { token } }, { ownErrors: true });
