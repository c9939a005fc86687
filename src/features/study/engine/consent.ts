import type { ConsentInfo, ConsentType, UserConsent } from '@contract/study';
import { isSingleLineText, toSingleLine } from '@/shared/lib/account-field-rules';
import { evaluateConditions, type ConditionContext } from './conditions';

export type ConsentVariant = 'child' | 'parental' | 'adult';

/** Children aged 13 or under use parental consent; older children assent as well (spec 001 §1, §9). */
export const CHILD_CONSENT_AGE_THRESHOLD = 13;

const byOrder = <T extends Pick<ConsentInfo, 'order'>>(list: readonly T[]) =>
  [...list].sort((a, b) => a.order - b.order);

/** Two consents: child (parent then minor); a parental first: parental; otherwise adult (spec 001 §4). */
export function consentVariant(consents: readonly Pick<ConsentInfo, 'consent_type' | 'order'>[]): ConsentVariant {
  if (consents.length === 2) return 'child';
  return byOrder(consents)[0]?.consent_type === 'parental' ? 'parental' : 'adult';
}

export function isConsentSigned(consent: Pick<UserConsent, 'signature'>): boolean {
  return !!consent.signature;
}

/** Unsigned consents in signing order: the parent or guardian before the minor. */
export function unsignedConsents<T extends UserConsent>(consents: readonly T[]): T[] {
  return byOrder(consents).filter((c) => !isConsentSigned(c));
}

/** Consents whose rule conditions hold for the participant; a consent without a rule applies to all. */
export function applicableConsents<T extends ConsentInfo>(consents: readonly T[], context: ConditionContext): T[] {
  return byOrder(consents).filter((c) => !c.rule || evaluateConditions(c.rule.conditions, context));
}

/** The consent types a participant signs when a study states no rules: by profile type and age. */
export function requiredConsentTypes(
  profileType: 'adult' | 'child' | null | undefined,
  ageYears: number | null,
): ConsentType[] {
  if (profileType !== 'child') return ['adult'];
  if (ageYears !== null && ageYears > CHILD_CONSENT_AGE_THRESHOLD) return ['parental', 'child'];
  return ['parental'];
}

/**
 * Continue is enabled once the signature holds more than blanks, is one line of visible text (no
 * line break, bidi control or other invisible character, the rule of every name) and the box is
 * checked.
 */
export function canSignConsent(subjectName: string, agreed: boolean): boolean {
  return missingForConsent(subjectName, agreed).length === 0;
}

/** What still keeps Continue from signing, in the form's order: the signature, the agreement box. */
export function missingForConsent(subjectName: string, agreed: boolean): ('signature' | 'agreement')[] {
  const signed = toSingleLine(subjectName) !== '' && isSingleLineText(subjectName);
  return [...(signed ? [] : (['signature'] as const)), ...(agreed ? [] : (['agreement'] as const))];
}

export type ConsentStep = { kind: 'sign'; consent: UserConsent } | { kind: 'signed' } | { kind: 'no-consent' };

/** After loading or signing: the next consent to sign, all signed, or the no-consent page. */
export function nextConsentStep(consents: readonly UserConsent[]): ConsentStep {
  if (consents.length === 0) return { kind: 'no-consent' };
  const [next] = unsignedConsents(consents);
  return next ? { kind: 'sign', consent: next } : { kind: 'signed' };
}
