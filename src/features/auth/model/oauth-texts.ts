/** Texts of the provider's return: its sign-in, and the consent's re-authentication (ours: DECISIONS §11 is beyond the spec). */
export const OAUTH_TEXT = {
  signInTitle: 'Signing in',
  signInChecking: 'Signing you in with your T1D account…',
  backToSignIn: 'Back to Sign In',
  reauthTitle: 'Confirming it is you',
  reauthChecking: 'Confirming it is you with your T1D account…',
  reauthFailed: 'We could not confirm it is you with your T1D account. Please try again.',
  backToConsent: 'Back to the consent',
  /** Between the sign-in form and the provider's button. */
  or: 'or',
  signInWithProvider: 'Sign in with your T1D account',
} as const;
