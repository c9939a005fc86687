import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/auth/model/oauth-texts', { es: () => import('./oauth-texts.es') });

/** Texts of the provider's return: its sign-in, and the consent's re-authentication (ours: DECISIONS §11 is beyond the spec). */
export const OAUTH_TEXT = texts('OAUTH_TEXT', {
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
  /** The return's failure; the provider's own words or the server's reason may follow it. */
  failed: 'We could not sign you in with your T1D account.',
  providerSaid: (reason: string) => `The provider said: ${reason}`,
} as const);
