import type { ConsentType, UserConsent } from '@contract';

// Pure rules of the consent screens that the engine does not hold (it holds the variant and the
// signing order): the partner consent and the signer of a step. Times are written by
// shared/i18n/date-time.ts, as the server's PDFs write them too.

/** The partner-research (jaeb) consent: consent text and 'Go to questionnaire', the name from the profile. */
export const isPartnerConsent = (consent: Pick<UserConsent, 'consent_type'>) => consent.consent_type === 'jaeb';

/** Who signs a consent: the parent or guardian for a parental one, the minor for a child one, else the participant. */
export function signerOf(type: ConsentType): 'guardian' | 'minor' | 'participant' {
  if (type === 'parental') return 'guardian';
  if (type === 'child') return 'minor';
  return 'participant';
}

/** The printed name of the partner consent: the profile's first and last name. */
export function profileName(profile: { first_name?: string | null; last_name?: string | null } | null | undefined) {
  return [profile?.first_name, profile?.last_name]
    .map((s) => s?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
