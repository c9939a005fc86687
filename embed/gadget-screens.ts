import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@/config/paths';

const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/**
 * The screens the survey gadget shows: one study's survey and the sign-in on the way to it. Its own
 * map rather than the app's route table, so the embed's build carries neither the dashboard nor
 * the profile (nor their CSS). Each screen is a chunk loaded when first shown.
 */
export const GADGET_SCREENS = {
  login: screen(() => import('@/features/auth/screens/login-screen'), 'LoginScreen'),
  dualFactor: screen(() => import('@/features/auth/screens/dual-factor-screen'), 'DualFactorScreen'),
  forgotPassword: screen(() => import('@/features/auth/screens/forgot-password-screen'), 'ForgotPasswordScreen'),
  resetPassword: screen(() => import('@/features/auth/screens/reset-password-screen'), 'ResetPasswordScreen'),
  register: screen(() => import('@/features/auth/screens/register-screen'), 'RegisterScreen'),
  registerSuccess: screen(() => import('@/features/auth/screens/register-success-screen'), 'RegisterSuccessScreen'),
  forbiddenAccess: screen(() => import('@/features/auth/screens/forbidden-access-screen'), 'ForbiddenAccessScreen'),
  survey: screen(() => import('@/features/study/screens/survey/survey-screen'), 'SurveyScreen'),
  procedureStatus: screen(
    () => import('@/features/study/screens/survey/procedure-status-screen'),
    'ProcedureStatusScreen',
  ),
  procedureSubmit: screen(
    () => import('@/features/study/screens/survey/procedure-status-screen'),
    'ProcedureSubmitScreen',
  ),
  notEligible: screen(() => import('@/features/study/screens/not-eligible-screen'), 'NotEligibleScreen'),
  noConsent: screen(() => import('@/features/study/screens/no-consent-screen'), 'NoConsentScreen'),
  closedStudy: screen(() => import('@/features/study/screens/closed-study-screen'), 'ClosedStudyScreen'),
  reviewAnswers: screen(() => import('@/features/study/screens/review-answers-screen'), 'ReviewAnswersScreen'),
  dataInsights: screen(() => import('@/features/study/screens/data-insights-screen'), 'DataInsightsScreen'),
  signedConsent: screen(() => import('@/features/study/screens/signed-consent-screen'), 'SignedConsentScreen'),
} satisfies Partial<Record<RouteName, LazyExoticComponent<ComponentType>>>;
