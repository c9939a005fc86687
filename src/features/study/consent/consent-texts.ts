import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/consent/consent-texts', { es: () => import('./consent-texts.es') });

// The texts of consent signing, the signed record, the consent status and the assent screen.
// Quoted ones are the spec's (001 §2, §5, §8); the others are ours where the spec is silent.

export const CONSENT_TEXT = texts('CONSENT_TEXT', {
  /** The signing page's level-1 heading: the consent procedure's title (spec 001 §2, default "Consent"). */
  heading: 'Consent',
  signatureLabel: 'Signature',
  /** Signing without a connection: the signature and the password check need the registry. */
  needsConnection: 'Signing a consent needs a connection. Your typed name stays here: sign when you are back online.',
  signatureHint: 'Type your full name. It is your electronic signature.',
  signatureHintParental: 'Parent or legal guardian: type your full name. It is your electronic signature.',
  signatureHintChild: 'Type your own full name. It is your electronic signature.',
  agree: 'I agree to take part',
  /** Names the child of a parental consent, whose agreement speaks of "the child named above". */
  childName: "Child's name",
  continue: 'Continue',
  /** Under Continue while it cannot sign: what is still missing. */
  missing: (missing: readonly ('signature' | 'agreement')[]) =>
    missing.length === 2
      ? "To continue, type your full name as your signature and tick 'I agree to take part'."
      : missing[0] === 'signature'
        ? 'To continue, type your full name as your signature.'
        : "To continue, tick 'I agree to take part'.",
  goToQuestionnaire: 'Go to questionnaire',
  partnerSignedAs: (name: string) => `You sign as ${name}, the name in your profile.`,
  /** Under 'Go to questionnaire' while the profile has no name to sign with. */
  partnerNameMissing: 'To continue, add your name to your profile: you sign this consent with it.',
  loading: 'Loading the consent…',
  signingError: 'An error may have occurred while signing consent, and the consent form has not been submitted.',
  contactPrompt: 'Please contact the study team by phone or e-mail:',
  /** Under the signature (spec 001 §2: the signing page carries the contact phone and e-mail links). */
  questionsPrompt: 'Questions before you sign? Contact the study team:',
  tryAgain: 'Try again',
  genericFailure: 'Oops! Something went wrong',
  signedBy: 'Signed by',
  signedOn: 'Signed on',
  meaning: 'Meaning of this signature',
  stepOf: (step: number, total: number) => `Signature ${step} of ${total}`,
  parentSigns: 'The parent or legal guardian signs first.',
  minorSigns: 'Now the young person signs for themselves.',
} as const);

/** The consent dialogs of spec 001 §2 Dialogs (the bodies are ours: the spec only says what they explain). */
export const CONSENT_DIALOGS = texts('CONSENT_DIALOGS', {
  parental: {
    title: 'Informed Consent',
    body: [
      'Before your child can take part, you as the parent or legal guardian read the consent form and sign it.',
      'Take your time. If anything is unclear, contact the study team before you sign.',
    ],
  },
  child: {
    title: 'Informed Consent and Assent',
    body: [
      'First the parent or legal guardian reads the consent form and signs it.',
      'Then the young person reads their own form (the assent) and signs it with their own name.',
    ],
  },
  adult: {
    title: 'Informed Consent',
    body: [
      'Read the consent form. It explains the study, what taking part means for you, and your rights.',
      'If you agree, type your full name as your signature and tick the box.',
    ],
  },
  continue: 'Continue',
} as const);

/** DECISIONS §11: confirming who you are before the first signature of a session. */
export const REAUTH_TEXT = texts('REAUTH_TEXT', {
  title: 'Confirm it is you',
  body: 'Before you sign, enter the password you use to sign in. This confirms that the signature is yours.',
  password: 'Password',
  confirm: 'Confirm and sign',
  cancel: 'Cancel',
  required: 'Enter your password.',
  providerBody:
    'Before you sign, sign in again with your T1D account. This confirms that the signature is yours. You come back here afterwards, with your name still filled in, to sign.',
  provider: 'Continue to your T1D account',
} as const);

export const STATUS_TEXT = texts('STATUS_TEXT', {
  title: 'Consent',
  intro: 'Thank you. You have signed the consent forms below.',
  view: 'View consent',
  download: 'Download',
  print: 'Print',
  signedAt: (when: string) => `Signed on ${when}`,
  backToDashboard: 'Back to Dashboard',
  nextDefault: 'Consent',
  next: (title: string) => `Continue to ${title}`,
} as const);

export const SIGNED_CONSENT_TEXT = texts('SIGNED_CONSENT_TEXT', {
  title: 'Signed consent',
  subjectName: 'Subject name',
  back: 'Back',
  loading: 'Loading the signed consent…',
} as const);

export const NO_CONSENT_TEXT = texts('NO_CONSENT_TEXT', {
  title: 'Consent',
  body: 'Consent is not required.',
  button: 'Go to Questionnaire',
  loading: 'Checking the consent…',
} as const);

export const REVIEW_TEXT = texts('REVIEW_TEXT', {
  title: (procedure: string) => `Your ${procedure} answers`,
  back: 'Back',
  download: 'Download',
  print: 'Print',
  answeredOn: (procedure: string) => `You answered the ${procedure} on:`,
  frameTitle: (procedure: string) => `Your submitted ${procedure} answers`,
  loading: 'Loading your answers…',
} as const);

export const ASSENT_TEXT = texts('ASSENT_TEXT', {
  title: 'Informed Consent and Assent',
  intro:
    'Your parent or guardian has signed for you. Please read the form below. If you agree to take part, type your own name and tick the box.',
  none: 'There is nothing for you to sign right now. Please sign in again later, or contact the study team.',
  signOut: 'Sign out',
  /** The way out beside the signature: the assent is the teen's own choice. */
  wayOutTitle: 'Not ready to sign?',
  wayOutBody:
    'You do not have to sign now. If you are not sure, or you do not want to take part, talk with your parent or guardian first.',
  notNow: 'Not now',
  /** After Not now: nothing was signed, and the account keeps waiting for the assent. */
  notNowTitle: 'You have not signed',
  notNowBody: [
    'Your account waits for your answer. Until you sign, this form is what you and your parent or guardian see when you sign in.',
    'Talk with your parent or guardian about taking part. If you do not want to take part, or you have questions, contact the study team:',
  ],
  backToForm: 'Back to the form',
} as const);
