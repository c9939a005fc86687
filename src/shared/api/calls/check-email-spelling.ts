import type { ApiClient } from '../client/create-api-client';
import type { EmailSpellingStatus } from '@contract';

/**
 * Row `checkEmailSpelling` (POST {api}/email-spelling-status): the smart e-mail check of spec 000 §5,
 * asked by registration and by the profile's personal-info form, hence shared. `is_ok: false` is a
 * warning, a `message` blocks the form. Own errors: every failure; the check never blocks a form,
 * so the client shows nothing and the field keeps its own validation.
 */
export const checkEmailSpelling = (client: ApiClient, email: string): Promise<EmailSpellingStatus> =>
  client.call('checkEmailSpelling', { body: { email } }, { ownErrors: true });
