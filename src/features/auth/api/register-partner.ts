import type { ApiClient } from '@/shared/api/client/create-api-client';
import type { PartnerRegistrationPayload, RegistrationAnswer } from '@contract';

/**
 * Row `partnerSignup` (POST /registry/jaeb_signup, DECISIONS §2): registration from a partner-network
 * invitation (the body carries the jtoken); the screen then stores the registeredAsJaeb flag and
 * signs in. Own errors: as `register` (400/409 on the fields, 403 the reject dialog).
 */
export const registerPartner = (client: ApiClient, payload: PartnerRegistrationPayload): Promise<RegistrationAnswer> =>
  client.call('partnerSignup', { body: payload }, { ownErrors: [400, 403, 409], loader: true });
