import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { EmailSpellingStatus } from '../../../shared/api/contract';

/** POST {api}/email-spelling-status: the smart check. Its failure never blocks the form, so the client shows nothing. */
export const checkEmailSpelling = (client: ApiClient, email: string): Promise<EmailSpellingStatus> =>
  client.post('/email-spelling-status', { email }, { schema: 'EmailSpellingStatus', auth: false, ownErrors: true });
