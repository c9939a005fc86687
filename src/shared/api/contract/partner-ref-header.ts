/**
 * The header a partner's gadget sends its own reference for the participant in, and the registry
 * answers it back in (contract/partner-ref.ts has the rule). A module of its own, importing nothing:
 * the gadgets name it without pulling the contract's schemas.
 */
export const PARTNER_REF_HEADER = 'X-Registry-Partner-Ref';
/** A partner reference's length limit, in characters. */
export const PARTNER_REF_MAX_LENGTH = 128;
/**
 * Printable ASCII only (space to tilde): an HTTP header carries bytes, and anything else would reach
 * the registry changed, or not at all (a browser refuses characters past U+00FF in a header).
 */
export const PARTNER_REF_PATTERN = '^[ -~]+$';
