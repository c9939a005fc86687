import type { ApiClient } from '../client/create-api-client';
import type { ChangePasswordPayload, TokenAnswer } from '@contract';

/**
 * Row `changePassword` (POST /registry/change_password): the profile's password block and the
 * re-consent step that sets a password, hence shared. Answers a fresh token, which the caller
 * stores (the old one no longer signs in); the form is then reset. Own errors: 400, on the fields,
 * and 429 (the old password's tries are limited and locked with sign-in's), the server's message on
 * the form.
 */
export const changePassword = (client: ApiClient, payload: ChangePasswordPayload): Promise<TokenAnswer> =>
  client.call('changePassword', { body: payload }, { ownErrors: [400, 429], loader: true });
