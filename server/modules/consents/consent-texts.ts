import type { ConsentType, ContentLang } from '@contract';

// The words of a signed consent that are the server's own, not the study's (DECISIONS §12): what a
// signature means and the labels of its PDF, in the language the consent was signed in. A signed
// consent keeps its language, so these are chosen by it, never by the language of a later request.

export interface SignedConsentTexts {
  /** What a signature means, stored with it (who signs, in which capacity). */
  meaning: Record<ConsentType, string>;
  /** The PDF's heading when the consent has no description. */
  signedConsent: string;
  signature: string;
  /** Names the child of a parental consent, whose agreement speaks of "the child named above". */
  childName: string;
  signedBy: string;
  signedOn: string;
  meaningLabel: string;
  number: (id: number) => string;
  /** The PDF file name's words for the consent ('adult-consent', 'consentimiento-adulto'). */
  fileWords: Record<ConsentType, string>;
}

export const SIGNED_CONSENT_TEXTS: Record<ContentLang, SignedConsentTexts> = {
  en: {
    meaning: {
      adult: 'Consent of the participant to take part in the study',
      parental: 'Permission of the parent or legal guardian for the minor to take part in the study',
      child: 'Assent of the minor to take part in the study',
      universal: 'Consent of the participant to take part in the study',
      jaeb: 'Consent of the participant to take part in the partner research study',
    },
    signedConsent: 'Signed consent',
    signature: 'Signature',
    childName: "Child's name",
    signedBy: 'Signed by',
    signedOn: 'Signed on',
    meaningLabel: 'Meaning of this signature',
    number: (id) => `Signed consent number ${id}`,
    fileWords: {
      adult: 'adult-consent',
      parental: 'parental-consent',
      child: 'child-consent',
      universal: 'universal-consent',
      jaeb: 'jaeb-consent',
    },
  },
  es: {
    meaning: {
      adult: 'Consentimiento de la persona para participar en el estudio',
      parental: 'Permiso del padre, la madre o el tutor legal para que el menor participe en el estudio',
      child: 'Asentimiento del menor para participar en el estudio',
      universal: 'Consentimiento de la persona para participar en el estudio',
      jaeb: 'Consentimiento de la persona para participar en el estudio de investigación asociado',
    },
    signedConsent: 'Consentimiento firmado',
    signature: 'Firma',
    childName: 'Nombre del niño o la niña',
    signedBy: 'Firmado por',
    signedOn: 'Fecha de la firma',
    meaningLabel: 'Significado de esta firma',
    number: (id) => `Consentimiento firmado número ${id}`,
    fileWords: {
      adult: 'consentimiento-adulto',
      parental: 'consentimiento-parental',
      child: 'asentimiento-menor',
      universal: 'consentimiento',
      jaeb: 'consentimiento-estudio-asociado',
    },
  },
};
