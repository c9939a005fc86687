// Texts of the sign-up screen beyond the spec's messages (those are in messages.ts).
export const REGISTER_TEXTS = {
  /** The GOV.UK error summary's heading. */
  summaryTitle: 'There is a problem',
  emailTakenSignIn: 'Sign in',
  emailTakenOr: 'or',
  emailTakenReset: 'reset your password',
} as const;
