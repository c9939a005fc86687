/** Every route of spec 000 §2 and 001 §2: a path pattern (wouter syntax) and an href builder. */
import { fixed, publicPaths } from './public-paths';

const surveyBase = '/survey/study/:studyId/user-study/:userStudyId/user/:userId';

export const paths = {
  ...publicPaths,
  dualFactor: fixed('/auth/dual-factor-authentication'),
  forgotPassword: fixed('/auth/forgot-password'),
  resetPassword: {
    path: '/auth/reset-password',
    href: (token: string) => `/auth/reset-password?token=${encodeURIComponent(token)}`,
  },
  /** The hand-off e-mail's link: the child chooses their own password for the account passed to them. */
  handoffPassword: {
    path: '/auth/choose-password',
    href: (token: string) => `/auth/choose-password?token=${encodeURIComponent(token)}`,
  },
  /** The e-mailed link that unlocks an account locked by failed sign-in tries. */
  unlockAccount: {
    path: '/auth/unlock',
    href: (token: string) => `/auth/unlock?token=${encodeURIComponent(token)}`,
  },
  forbiddenAccess: fixed('/auth/forbidden-access'),
  oauth: { path: '/oauth/:provider', href: (provider = 't1d') => `/oauth/${encodeURIComponent(provider)}` },
  registerSuccess: fixed('/register-success'),
  dashboard: fixed('/dashboard'),
  jumpToCoreStudy: fixed('/dashboard/jump-to-core-study'),
  userProfile: fixed('/user-profile'),
  childProfile: fixed('/child-profile'),
  reConsent: fixed('/re-consent'),
  assent: fixed('/assent'),
  passedToChild: fixed('/passed-to-child'),
  isDeactivated: fixed('/is-deactivated'),
  smsOff: fixed('/sms-off'),
  /** A reminder e-mail's one-click unsubscribe link: the page (GET) and RFC 8058's POST. */
  emailOff: { path: '/email-off', href: (token: string) => `/email-off?token=${encodeURIComponent(token)}` },
  glucoseDevice: fixed('/glucose-device'),
  glucoseDeviceLink: fixed('/glucose-device/link'),
  /** The vendor's return in the popup a partner page's `<registry-glucose-link>` opened. */
  glucoseDeviceReturn: fixed('/glucose-device/return'),
  logout: { path: '/logout', href: (to?: string) => (to ? `/logout?to=${encodeURIComponent(to)}` : '/logout') },
  uiKit: fixed('/ui-kit'),
  widgetGallery: fixed('/widget-gallery'),
  /** Development page: the survey's intro, conclusion and research components on a real user study. */
  studyPagesPreview: {
    path: '/study-pages-preview/study/:studyId/user-study/:userStudyId/user/:userId',
    href: (p: SurveyIds, page: 'intro' | 'conclusion' | 'research' | 'external', procedure?: string) =>
      withQuery(`/study-pages-preview/study/${p.studyId}/user-study/${p.userStudyId}/user/${p.userId}`, {
        page,
        procedure,
      }),
  },
  termsOfUse: fixed('/terms-of-use'),
  privacyPolicy: fixed('/privacy-policy'),
  survey: {
    path: surveyBase,
    href: (p: SurveyIds, query?: { procedure?: string; questionId?: number | string }) =>
      withQuery(surveyHref(p), query),
  },
  procedureStatus: {
    path: `${surveyBase}/procedureStatus`,
    /**
     * `source` other than the registry's goes along, so the public application part (DECISIONS §9)
     * stays public through the status pages; `status` marks a submit that has just brought the participant.
     */
    href: (p: SurveyIds, query?: { procedure?: string; source?: string | null; status?: string }) =>
      withQuery(`${surveyHref(p)}/procedureStatus`, {
        procedure: query?.procedure,
        source: query?.source === 'registry' ? undefined : (query?.source ?? undefined),
        status: query?.status,
      }),
  },
  procedureSubmit: {
    path: `${surveyBase}/procedureSubmit`,
    href: (p: SurveyIds) => `${surveyHref(p)}/procedureSubmit`,
  },
  notEligible: {
    path: `${surveyBase}/not-eligible`,
    href: (p: SurveyIds, source?: string) => withQuery(`${surveyHref(p)}/not-eligible`, { source }),
  },
  noConsent: { path: `${surveyBase}/no-consent`, href: (p: SurveyIds) => `${surveyHref(p)}/no-consent` },
  closedStudy: { path: `${surveyBase}/closed-study`, href: (p: SurveyIds) => `${surveyHref(p)}/closed-study` },
  reviewAnswers: {
    path: `${surveyBase}/review-answers`,
    /** `from`: where Back returns (the dashboard for an achievement's Review; else the status page). */
    href: (p: SurveyIds, procedure: 'screening' | 'questionnaire', from?: 'dashboard') =>
      withQuery(`${surveyHref(p)}/review-answers`, { procedure, from }),
  },
  dataInsights: { path: `${surveyBase}/data-insights`, href: (p: SurveyIds) => `${surveyHref(p)}/data-insights` },
  signedConsent: {
    path: '/survey/study/:studyId/user/:userId/signedConsent/:consentId',
    href: (studyId: number, userId: number, consentId: number) =>
      `/survey/study/${studyId}/user/${userId}/signedConsent/${consentId}`,
  },
} as const;

export type RouteName = keyof typeof paths;

/**
 * Where the identity provider sends the browser back (spec 000 §4 step 8): the app's
 * /oauth/{provider} route on `origin`. The app's authorize address names it, and the server names
 * the same when it exchanges the code, which the provider checks.
 */
export function oauthRedirectUri(origin: string, provider: string): string {
  return `${origin.replace(/\/$/, '')}${paths.oauth.href(provider)}`;
}

export interface SurveyIds {
  studyId: number | string;
  userStudyId: number | string;
  userId: number | string;
}

/**
 * A return path taken from a query parameter (redirectTo, to) when it is a local path; `fallback`
 * otherwise, so a crafted link cannot send users to another site after sign-in or logout.
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.org' would become '//evil.org'.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (!value || !value.startsWith('/') || /^\/[\\/]|[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // Dot segments and backslashes ('/./\\evil.org', '/..//evil.org') resolve to the path '//evil.org':
  // harmless here, but a router that keeps that path and links to it later leaves the site. Judge
  // the path as the browser resolves it, and decoded as a router may read it.
  const origin = 'https://local.invalid';
  let resolved: URL;
  let decoded: string;
  try {
    resolved = new URL(value, origin);
    decoded = decodeURIComponent(resolved.pathname);
  } catch {
    return fallback;
  }
  if (resolved.origin !== origin || /^[\\/]{2}/.test(resolved.pathname) || /^[\\/]{2}/.test(decoded)) return fallback;
  return value;
}

function surveyHref({ studyId, userStudyId, userId }: SurveyIds): string {
  return `/survey/study/${studyId}/user-study/${userStudyId}/user/${userId}`;
}

function withQuery(path: string, query?: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  if (entries.length === 0) return path;
  return `${path}?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}`;
}
