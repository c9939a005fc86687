// The library's public API: explicit named exports only.

// Composition: the provider every way of use mounts, and the whole routed app.
export { RegistryProvider } from './app/provider';
export type { RegistryProviderProps } from './app/provider';
export type { HostNavigate } from './app/provider-router';
export { useSettings } from './app/settings-context';
export { RegistryApp } from './app/registry-app';
// The languages of the provider's `locale` prop (DECISIONS §12).
export type { Locale } from './shared/i18n/locale';

// Configuration.
export { paths } from './config/paths';
export type { RuntimeSettings, Environment, ThemeSettings, ThemeKey } from './config/settings';
export { DEFAULT_SITE } from './config/site';
export type { SiteConfig, SiteOverrides } from './config/site';

// Screens, each mountable inside a RegistryProvider.
export { LandingScreen } from './features/public/screens/landing-screen';
export { FaqScreen } from './features/public/screens/faq-screen';
export { IsDeactivatedScreen } from './features/public/screens/is-deactivated-screen';
export { PassedToChildScreen } from './features/public/screens/passed-to-child-screen';
export { SmsOffScreen } from './features/public/screens/sms-off-screen';
export { EmailOffScreen } from './features/public/screens/email-off-screen';
export { TermsOfUseScreen } from './features/public/screens/terms-of-use-screen';
export { PrivacyPolicyScreen } from './features/public/screens/privacy-policy-screen';
export { NotFoundScreen } from './features/public/screens/not-found-screen';
export { FaqList } from './features/public/components/faq-list';
export { LoginScreen } from './features/auth/screens/login-screen';
export type { LoginScreenProps } from './features/auth/screens/login-screen';
export { RegisterScreen } from './features/auth/screens/register-screen';
export type { RegisterScreenProps } from './features/auth/screens/register-screen';
export { RegisterSuccessScreen } from './features/auth/screens/register-success-screen';
export type { RegisterSuccessScreenProps } from './features/auth/screens/register-success-screen';
export { DualFactorScreen } from './features/auth/screens/dual-factor-screen';
export { ForgotPasswordScreen } from './features/auth/screens/forgot-password-screen';
export { ResetPasswordScreen } from './features/auth/screens/reset-password-screen';
export { ForbiddenAccessScreen } from './features/auth/screens/forbidden-access-screen';
export { OAuthReturnScreen } from './features/auth/screens/oauth-return-screen';
export { ChildProfileScreen } from './features/auth/screens/child-profile-screen';
export { SmsConsentDialog } from './features/auth/dialogs/sms-consent-dialog';
export type { SmsConsentDialogProps } from './features/auth/dialogs/sms-consent-dialog';
export { ProfileTypeDialog } from './features/auth/dialogs/profile-type-dialog';
export type { ProfileTypeDialogProps } from './features/auth/dialogs/profile-type-dialog';
export { usePostLogin } from './features/auth/hooks/use-post-login';

// Session, API and feedback for hosts that compose their own screens. useSessionState and
// useSignedIn re-render their caller by themselves; useSession is the store itself (actions and
// signals, for code that runs the signals runtime).
export { useSessionState, useSignedIn } from './shared/session/session-hooks';
export type { SessionState } from './shared/session/session-hooks';
export { useSession } from './shared/session/session-context';
export { createMemoryStorage } from './shared/session/key-value-storage';
export type { KeyValueStorage } from './shared/session/key-value-storage';
export { useApiClient } from './shared/api/api-context';
export { ApiError, isApiError } from './shared/api/client/api-error';
export { useFeedback } from './shared/ui/feedback/feedback-context';

// Analytics (DECISIONS §8): the events the `onAnalyticsEvent` prop receives.
export type { AnalyticsEvent, AnalyticsEventName, AnalyticsHandler } from './shared/analytics/analytics';
