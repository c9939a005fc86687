import type { ComponentType } from 'react';
import type { RouteName } from '../config/paths';
import { routeNameOf } from '../config/route-of-path';
import { lazyWithPreload, type PreloadableLazy } from '../shared/lib/lazy-with-preload';
import { SCREEN_TITLES } from './screen-titles';

/** A route's screen, split into its own chunk; `preload()` loads it ahead of its first render. */
type Screen = PreloadableLazy<object>;

/** A route's screen: `lazyScreen(() => import('…/login-screen'), 'LoginScreen')`. */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): Screen {
  return lazyWithPreload(async () => (await load())[exportName] as ComponentType);
}

/**
 * A signed-in screen inside the site's page frame (skip link, signed-in header, footer). The frame
 * lives in the public feature and a feature never imports another, so the app composes them here.
 */
function framedScreen<M extends Record<string, unknown>>(
  title: keyof typeof SCREEN_TITLES,
  load: () => Promise<M>,
  exportName: keyof M & string,
): Screen {
  return lazyWithPreload(async () => {
    const [{ PublicLayout }, module] = await Promise.all([
      import('../features/public/components/public-layout'),
      load(),
    ]);
    const Inner = module[exportName] as ComponentType;
    return function FramedScreen() {
      return (
        // Read as it renders: the title follows the page's language.
        <PublicLayout title={SCREEN_TITLES[title]}>
          <Inner />
        </PublicLayout>
      );
    };
  });
}

export const NotFoundScreen = lazyScreen(() => import('../features/public/screens/not-found-screen'), 'NotFoundScreen');

/**
 * Development pages (the UI kit, the widget gallery) are compiled out of the published library and the embed:
 * their builds define `__REGISTRY_DEV_ROUTES__` as false, and the route then shows "not found".
 * The standalone site and the tests leave it undefined, which keeps them.
 */
declare const __REGISTRY_DEV_ROUTES__: boolean | undefined;
const DEV_ROUTES = typeof __REGISTRY_DEV_ROUTES__ === 'undefined' || __REGISTRY_DEV_ROUTES__;

/** Routes the table renders itself rather than through a screen. */
export type ShellRoute = 'root' | 'logout';

/** The screen of every route: `lazyScreen(() => import('../features/<feature>/screens/<name>-screen'), '<Name>Screen')`. */
export const SCREENS: Record<Exclude<RouteName, ShellRoute>, Screen> = {
  landing: lazyScreen(() => import('../features/public/screens/landing-screen'), 'LandingScreen'),
  login: lazyScreen(() => import('../features/auth/screens/login-screen'), 'LoginScreen'),
  register: lazyScreen(() => import('../features/auth/screens/register-screen'), 'RegisterScreen'),
  dualFactor: lazyScreen(() => import('../features/auth/screens/dual-factor-screen'), 'DualFactorScreen'),
  forgotPassword: lazyScreen(() => import('../features/auth/screens/forgot-password-screen'), 'ForgotPasswordScreen'),
  resetPassword: lazyScreen(() => import('../features/auth/screens/reset-password-screen'), 'ResetPasswordScreen'),
  handoffPassword: lazyScreen(
    () => import('../features/auth/screens/handoff-password-screen'),
    'HandoffPasswordScreen',
  ),
  unlockAccount: lazyScreen(() => import('../features/auth/screens/unlock-account-screen'), 'UnlockAccountScreen'),
  forbiddenAccess: lazyScreen(
    () => import('../features/auth/screens/forbidden-access-screen'),
    'ForbiddenAccessScreen',
  ),
  oauth: lazyScreen(() => import('../features/auth/screens/oauth-return-screen'), 'OAuthReturnScreen'),
  faq: lazyScreen(() => import('../features/public/screens/faq-screen'), 'FaqScreen'),
  registerSuccess: lazyScreen(
    () => import('../features/auth/screens/register-success-screen'),
    'RegisterSuccessScreen',
  ),
  dashboard: framedScreen(
    'dashboard',
    () => import('../features/dashboard/screens/dashboard-screen'),
    'DashboardScreen',
  ),
  jumpToCoreStudy: framedScreen(
    'jumpToCoreStudy',
    () => import('../features/dashboard/screens/jump-to-core-study-screen'),
    'JumpToCoreStudyScreen',
  ),
  userProfile: lazyScreen(() => import('../features/profile/screens/user-profile-screen'), 'UserProfileScreen'),
  childProfile: lazyScreen(() => import('../features/auth/screens/child-profile-screen'), 'ChildProfileScreen'),
  reConsent: lazyScreen(() => import('../features/profile/screens/re-consent-screen'), 'ReConsentScreen'),
  assent: lazyScreen(() => import('../features/study/screens/assent-screen'), 'AssentScreen'),
  passedToChild: lazyScreen(() => import('../features/public/screens/passed-to-child-screen'), 'PassedToChildScreen'),
  isDeactivated: lazyScreen(() => import('../features/public/screens/is-deactivated-screen'), 'IsDeactivatedScreen'),
  smsOff: lazyScreen(() => import('../features/public/screens/sms-off-screen'), 'SmsOffScreen'),
  emailOff: lazyScreen(() => import('../features/public/screens/email-off-screen'), 'EmailOffScreen'),
  glucoseDevice: framedScreen(
    'glucoseDevice',
    () => import('../features/glucose-device/screens/glucose-device-screen'),
    'GlucoseDeviceScreen',
  ),
  glucoseDeviceLink: framedScreen(
    'glucoseDeviceLink',
    () => import('../features/glucose-device/screens/glucose-device-link-screen'),
    'GlucoseDeviceLinkScreen',
  ),
  glucoseDeviceReturn: lazyScreen(
    () => import('../features/glucose-device/screens/glucose-device-return-screen'),
    'GlucoseDeviceReturnScreen',
  ),
  uiKit: DEV_ROUTES
    ? lazyScreen(() => import('../features/public/screens/ui-kit-screen'), 'UiKitScreen')
    : NotFoundScreen,
  widgetGallery: DEV_ROUTES
    ? lazyScreen(() => import('../features/study/screens/widget-gallery/widget-gallery-screen'), 'WidgetGalleryScreen')
    : NotFoundScreen,
  studyPagesPreview: DEV_ROUTES
    ? lazyScreen(
        () => import('../features/study/screens/study-pages-preview/study-pages-preview-screen'),
        'StudyPagesPreviewScreen',
      )
    : NotFoundScreen,
  termsOfUse: lazyScreen(() => import('../features/public/screens/terms-of-use-screen'), 'TermsOfUseScreen'),
  privacyPolicy: lazyScreen(() => import('../features/public/screens/privacy-policy-screen'), 'PrivacyPolicyScreen'),
  // A survey question's text is HTML: the sanitiser loads with the screen (its chunk is preloaded
  // with the route's, scripts/lib/route-chunks.ts), so the first question shows in the screen's first
  // drawing with its data instead of one pass later.
  survey: lazyScreen(
    () =>
      Promise.all([
        import('../features/study/screens/survey/survey-screen'),
        import('../shared/ui/safe-html').then((m) => m.loadSanitizer()),
      ]).then(([screen]) => screen),
    'SurveyScreen',
  ),
  procedureStatus: lazyScreen(
    () => import('../features/study/screens/survey/procedure-status-screen'),
    'ProcedureStatusScreen',
  ),
  procedureSubmit: lazyScreen(
    () => import('../features/study/screens/survey/procedure-status-screen'),
    'ProcedureSubmitScreen',
  ),
  notEligible: lazyScreen(() => import('../features/study/screens/not-eligible-screen'), 'NotEligibleScreen'),
  noConsent: lazyScreen(() => import('../features/study/screens/no-consent-screen'), 'NoConsentScreen'),
  closedStudy: lazyScreen(() => import('../features/study/screens/closed-study-screen'), 'ClosedStudyScreen'),
  reviewAnswers: lazyScreen(() => import('../features/study/screens/review-answers-screen'), 'ReviewAnswersScreen'),
  dataInsights: lazyScreen(() => import('../features/study/screens/data-insights-screen'), 'DataInsightsScreen'),
  signedConsent: lazyScreen(() => import('../features/study/screens/signed-consent-screen'), 'SignedConsentScreen'),
};

/**
 * Loads the screen of a path (the root's redirect target for `/`, the catch-all's for an unknown one),
 * matching parameters as the router does: a survey question loads the survey, not 'Page Not Found'.
 */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  const name = routeNameOf(pathname);
  if (name === 'logout') return Promise.resolve();
  return (name === undefined ? NotFoundScreen : SCREENS[name === 'root' ? 'landing' : name]).preload();
}
