import type { SignUpPrefill } from '@/config/settings';
import { PARTNER_REF_MAX_LENGTH, PARTNER_REF_PATTERN } from '@contract/partner-ref-header';

/**
 * Attributes of `<registry-survey>` and `<registry-glucose-link>` that fill the sign-up form in
 * advance with what the partner already knows of the participant (who can change them).
 */
export const PREFILL_ATTRIBUTES = ['prefill-email', 'prefill-first-name', 'prefill-last-name'] as const;

const LIMITS: Record<string, number> = { 'prefill-email': 254, 'prefill-first-name': 100, 'prefill-last-name': 100 };
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * `partner-ref` of `<registry-survey>` and `<registry-glucose-link>`: the partner's own reference for
 * the participant, sent with the gadget's calls; the registry keeps it with the registration and the
 * procedures submitted through the gadget, and answers it back to this partner only.
 */
export const PARTNER_REF_ATTRIBUTE = 'partner-ref';

/** Why a prefill (or `partner-ref`) attribute's value is invalid, or null when it is fine (or not one of them). */
export function prefillProblem(name: string, value: string): string | null {
  if (name === PARTNER_REF_ATTRIBUTE)
    return value.length <= PARTNER_REF_MAX_LENGTH && new RegExp(PARTNER_REF_PATTERN).test(value)
      ? null
      : `expected 1 to ${PARTNER_REF_MAX_LENGTH} printable ASCII characters`;
  const limit = LIMITS[name];
  if (limit === undefined) return null;
  return value.length <= limit && !CONTROL.test(value)
    ? null
    : `expected a single-line text of at most ${limit} characters`;
}

/** The sign-up form's first values from the (already checked) attributes; undefined when none is given. */
export function prefillOf(
  read: (name: (typeof PREFILL_ATTRIBUTES)[number]) => string | null,
): SignUpPrefill | undefined {
  const prefill: SignUpPrefill = {
    email: read('prefill-email') ?? undefined,
    firstName: read('prefill-first-name') ?? undefined,
    lastName: read('prefill-last-name') ?? undefined,
  };
  return Object.values(prefill).some((v) => v !== undefined) ? prefill : undefined;
}
