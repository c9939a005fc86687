import { Type, type Static } from 'typebox';
import { PARTNER_REF_HEADER, PARTNER_REF_MAX_LENGTH, PARTNER_REF_PATTERN } from './partner-ref-header';

export { PARTNER_REF_HEADER, PARTNER_REF_MAX_LENGTH };

/**
 * A partner's own reference for the participant (a gadget's `partner-ref`): an opaque line of printable ASCII,
 * sent by the gadget on every call in `PARTNER_REF_HEADER`. The registry keeps it only from an allow-listed
 * partner origin, with that origin: with the registration the gadget started and with each procedure
 * submitted through it; it answers it back, in the same header, only to the same origin (on the
 * participant's `getMe` and on `submitProcedure`), never to another partner.
 */
export const PartnerRef = Type.String({
  minLength: 1,
  maxLength: PARTNER_REF_MAX_LENGTH,
  pattern: PARTNER_REF_PATTERN,
});
export type PartnerRef = Static<typeof PartnerRef>;
