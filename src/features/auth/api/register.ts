import type { ApiClient } from '../../../shared/api/client/create-api-client';
import type { PartnerRegistrationPayload, RegistrationAnswer, RegistrationPayload } from '../../../shared/api/contract';

/**
 * Registration (DECISIONS §2): `/registry/signup`, or `/registry/jaeb_signup` for a partner-network
 * invitation (the body carries the jtoken). 400/409 field errors and 403 are the screen's to show.
 */
export const register = (client: ApiClient, payload: RegistrationPayload | PartnerRegistrationPayload): Promise<RegistrationAnswer> =>
  client.post('jtoken' in payload ? '/registry/jaeb_signup' : '/registry/signup', payload, {
    schema: 'RegistrationAnswer',
    auth: false,
    ownErrors: [400, 403, 409],
    loader: true,
  });
