import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../config/paths';
import {
  decideAccess,
  InvalidParticipantStateError,
  landingRoute,
  logoutTarget,
  ROUTE_ACCESS,
  type SessionSnapshot,
} from './guards';

const visitor: SessionSnapshot = {
  loggedIn: false,
  privileges: [],
  accountState: null,
  otpId: null,
  glucoseDeviceMode: null,
};
const user: SessionSnapshot = {
  loggedIn: true,
  privileges: ['registry:user'],
  accountState: 'regular',
  otpId: null,
  glucoseDeviceMode: null,
};
const childPending: SessionSnapshot = {
  ...user,
  privileges: ['registry:user', 'registry:child_profile'],
  accountState: 'reconsent_pending',
};
const reconsent: SessionSnapshot = {
  ...user,
  privileges: ['registry:user', 'registry:reconsent'],
  accountState: 'reconsent',
};
const assent: SessionSnapshot = { ...user, privileges: ['registry:user', 'registry:assent'], accountState: 'assent' };

const survey = '/survey/study/1/user-study/2/user/3';

/** An example address for each route, so every row of the table is exercised. */
const EXAMPLE: Record<RouteName, string> = {
  root: '/',
  landing: '/landing',
  login: '/auth/login',
  register: '/auth/register',
  dualFactor: '/auth/dual-factor-authentication',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password?token=x',
  handoffPassword: '/auth/choose-password?token=x',
  unlockAccount: '/auth/unlock?token=x',
  forbiddenAccess: '/auth/forbidden-access',
  oauth: '/oauth/t1d?code=abc',
  faq: '/faq',
  registerSuccess: '/register-success',
  dashboard: '/dashboard',
  jumpToCoreStudy: '/dashboard/jump-to-core-study',
  userProfile: '/user-profile',
  childProfile: '/child-profile',
  reConsent: '/re-consent',
  assent: '/assent',
  passedToChild: '/passed-to-child',
  isDeactivated: '/is-deactivated',
  smsOff: '/sms-off',
  emailOff: '/email-off',
  glucoseDevice: '/glucose-device',
  glucoseDeviceLink: '/glucose-device/link',
  glucoseDeviceReturn: '/glucose-device/return',
  logout: '/logout',
  uiKit: '/ui-kit',
  widgetGallery: '/widget-gallery',
  studyPagesPreview: '/study-pages-preview/study/101/user-study/5/user/7?page=intro',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  survey: `${survey}?procedure=screening`,
  procedureStatus: `${survey}/procedureStatus`,
  procedureSubmit: `${survey}/procedureSubmit`,
  notEligible: `${survey}/not-eligible?source=jaeb`,
  noConsent: `${survey}/no-consent`,
  closedStudy: `${survey}/closed-study`,
  reviewAnswers: `${survey}/review-answers?procedure=questionnaire`,
  dataInsights: `${survey}/data-insights`,
  signedConsent: '/survey/study/1/user/3/signedConsent/4',
};

const login = (target: string) => `/auth/login?redirectTo=${encodeURIComponent(target)}`;
const ALLOW = 'allow';

type Row = [RouteName, SessionSnapshot, string];

function rows(expectations: Partial<Record<RouteName, [string, string, string, string, string]>>): Row[] {
  // Columns: visitor, regular user, child-profile pending, re-consent, assent.
  const sessions = [visitor, user, childPending, reconsent, assent];
  return (Object.keys(expectations) as RouteName[]).flatMap((name) =>
    expectations[name]!.map((expected, i): Row => [name, sessions[i], expected]),
  );
}

const E = EXAMPLE;
const TABLE = rows({
  root: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  landing: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  login: [ALLOW, '/dashboard', '/child-profile', '/re-consent', '/assent'],
  register: [ALLOW, '/dashboard', '/child-profile', '/re-consent', '/assent'],
  dualFactor: ['/auth/login', '/dashboard', '/child-profile', '/re-consent', '/assent'],
  forgotPassword: [ALLOW, '/dashboard', '/child-profile', '/re-consent', '/assent'],
  resetPassword: [ALLOW, '/dashboard', '/child-profile', '/re-consent', '/assent'],
  handoffPassword: [ALLOW, '/dashboard', '/child-profile', '/re-consent', '/assent'],
  unlockAccount: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  faq: [ALLOW, '/dashboard', '/child-profile', '/re-consent', '/assent'],
  forbiddenAccess: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  oauth: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  registerSuccess: [login(E.registerSuccess), ALLOW, ALLOW, ALLOW, ALLOW],
  dashboard: [login(E.dashboard), ALLOW, '/', '/', '/'],
  jumpToCoreStudy: [login(E.jumpToCoreStudy), ALLOW, '/', '/', '/'],
  userProfile: [login(E.userProfile), ALLOW, '/', '/', '/'],
  childProfile: [login(E.childProfile), '/', ALLOW, '/', '/'],
  reConsent: [login(E.reConsent), '/', '/', ALLOW, '/'],
  assent: [login(E.assent), '/', '/', '/', ALLOW],
  passedToChild: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  isDeactivated: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  smsOff: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  emailOff: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  glucoseDevice: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  glucoseDeviceLink: ['/dashboard', '/dashboard', '/dashboard', '/dashboard', '/dashboard'],
  glucoseDeviceReturn: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  logout: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  uiKit: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  widgetGallery: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  studyPagesPreview: [login(E.studyPagesPreview), ALLOW, '/', '/', '/'],
  termsOfUse: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  privacyPolicy: [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW],
  survey: [login(E.survey), ALLOW, '/', '/', '/'],
  procedureStatus: [login(E.procedureStatus), ALLOW, '/', '/', '/'],
  procedureSubmit: [login(E.procedureSubmit), ALLOW, '/', '/', '/'],
  notEligible: [login(E.notEligible), ALLOW, '/', '/', '/'],
  noConsent: [login(E.noConsent), ALLOW, '/', '/', '/'],
  closedStudy: [login(E.closedStudy), ALLOW, '/', '/', '/'],
  reviewAnswers: [login(E.reviewAnswers), ALLOW, '/', '/', '/'],
  dataInsights: [login(E.dataInsights), ALLOW, '/', '/', '/'],
  signedConsent: [login(E.signedConsent), ALLOW, '/', '/', '/'],
});

function outcome(name: RouteName, session: SessionSnapshot): string {
  const decision = decideAccess(ROUTE_ACCESS[name], session, EXAMPLE[name]);
  return decision.allow ? ALLOW : decision.redirect;
}

describe('route guards', () => {
  it('cover every route of the table', () => {
    expect(new Set(TABLE.map(([name]) => name))).toEqual(new Set(Object.keys(paths)));
  });

  it.each(
    TABLE.map(([name, session, expected]) => [name, session.accountState ?? 'visitor', session, expected] as const),
  )('%s as %s → %s', (name, _label, session, expected) => {
    expect(outcome(name, session)).toBe(expected);
  });

  it('lets a visitor with a pending otp id reach the dual-factor page', () => {
    expect(outcome('dualFactor', { ...visitor, otpId: 'otp-1' })).toBe(ALLOW);
  });

  it('lets anyone with a stored glucose-device mode reach the linking route', () => {
    expect(outcome('glucoseDeviceLink', { ...visitor, glucoseDeviceMode: 'new' })).toBe(ALLOW);
    expect(outcome('glucoseDeviceLink', { ...user, glucoseDeviceMode: 'old' })).toBe(ALLOW);
  });

  it('sends a pending-state account to its landing route from guest pages (pending goes to the dashboard)', () => {
    expect(outcome('login', { ...user, accountState: 'pending' })).toBe('/dashboard');
  });

  it('signs a signed-in user out when a partner-network registration link is opened', () => {
    const decision = decideAccess(ROUTE_ACCESS.register, user, '/auth/register?jtoken=abc');
    expect(decision).toEqual({ allow: false, redirect: '/logout?to=%2Fauth%2Fregister%3Fjtoken%3Dabc' });
  });

  it('signs out a signed-in user whose account state is unknown, reporting the error', () => {
    const decision = decideAccess(ROUTE_ACCESS.faq, { ...user, accountState: 'mystery' }, '/faq');
    expect(decision).toMatchObject({ allow: false, redirect: '/logout' });
    expect(decision.allow === false && decision.error).toBeInstanceOf(InvalidParticipantStateError);
  });

  it('keeps the query of the target in the sign-in redirect', () => {
    expect(outcome('reviewAnswers', visitor)).toBe(
      '/auth/login?redirectTo=%2Fsurvey%2Fstudy%2F1%2Fuser-study%2F2%2Fuser%2F3%2Freview-answers%3Fprocedure%3Dquestionnaire',
    );
  });
});

describe('landingRoute (spec 000 §4 profile loading)', () => {
  it.each([
    ['regular', '/dashboard'],
    ['pending', '/dashboard'],
    ['reconsent_pending', '/child-profile'],
    ['reconsent', '/re-consent'],
    ['assent', '/assent'],
  ])('%s → %s', (state, route) => {
    expect(landingRoute(state)).toBe(route);
  });

  it.each([['unknown'], [''], [null], [undefined]])('%j raises INVALID PARTICIPANT STATE', (state) => {
    expect(() => landingRoute(state)).toThrow('INVALID PARTICIPANT STATE');
  });
});

describe('logoutTarget', () => {
  it.each([
    ['?to=%2Fauth%2Fregister%3Fjtoken%3Dabc', '/auth/register?jtoken=abc'],
    ['to=/landing', '/landing'],
    ['', '/'],
    ['?to=https%3A%2F%2Fevil.example.org', '/'],
    ['?to=%2F%2Fevil.example.org', '/'],
  ])('%s → %s', (search, target) => {
    expect(logoutTarget(search)).toBe(target);
  });
});
