import { paths, safeLocalPath, type RouteName } from '../config/paths';
import { InvalidParticipantStateError, landingRoute } from '../shared/session/landing-route';
import { PRIVILEGES, RESTRICTED_PRIVILEGES } from '../shared/session/privileges';

// Route guards as pure functions of the route's access rule and a snapshot of the session
// (spec 000 §2, §4, §6; DECISIONS §3). RouteGuard in route-guard.tsx applies them.

/** Who may open a route: anyone, only signed-out visitors, or only signed-in users. */
export type Audience = 'any' | 'guest' | 'user';

export interface RouteAccess {
  audience: Audience;
  /** Privilege the token must carry. */
  requires?: string;
  /** Privileges the token must not carry. */
  forbids?: readonly string[];
  /** Only reachable after login answered an otp id (dual factor). */
  needsOtp?: boolean;
  /** Only reachable with a stored glucose-device mode value; others go to /dashboard. */
  needsGlucoseDeviceMode?: boolean;
  /** A guest route that signs a signed-in user out when this query parameter is present (partner-network link). */
  signOutWithParam?: string;
}

export interface SessionSnapshot {
  loggedIn: boolean;
  privileges: readonly string[];
  accountState: string | null;
  otpId: string | null;
  glucoseDeviceMode: string | null;
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string; error?: Error };

export { InvalidParticipantStateError, landingRoute };

const signedIn: RouteAccess = { audience: 'user' };
const participantArea: RouteAccess = { audience: 'user', forbids: RESTRICTED_PRIVILEGES };
const guest: RouteAccess = { audience: 'guest' };
const open: RouteAccess = { audience: 'any' };

/** The access rule of every route of spec 000 §2 and 001 §2. */
export const ROUTE_ACCESS: Record<RouteName, RouteAccess> = {
  root: open,
  // The spec leaves the landing page's rule open; its footer has a signed-in variant, so anyone may see it.
  landing: open,
  login: guest,
  register: { audience: 'guest', signOutWithParam: 'jtoken' },
  dualFactor: { audience: 'guest', needsOtp: true },
  forgotPassword: guest,
  resetPassword: guest,
  handoffPassword: guest,
  // The unlock link works whoever holds the tab: it only ends a lock, and then leads to sign-in.
  unlockAccount: open,
  forbiddenAccess: open,
  oauth: open,
  faq: guest,
  registerSuccess: signedIn,
  dashboard: participantArea,
  // A child of /dashboard: the pending-state group has no business in the core study either.
  jumpToCoreStudy: participantArea,
  userProfile: participantArea,
  childProfile: { audience: 'user', requires: PRIVILEGES.childProfile },
  reConsent: { audience: 'user', requires: PRIVILEGES.reconsent },
  assent: { audience: 'user', requires: PRIVILEGES.assent },
  passedToChild: open,
  isDeactivated: open,
  smsOff: open,
  emailOff: open,
  glucoseDevice: open,
  glucoseDeviceLink: { audience: 'any', needsGlucoseDeviceMode: true },
  // The popup a partner page's gadget opened: no session and no stored mode there.
  glucoseDeviceReturn: open,
  logout: open,
  uiKit: open,
  widgetGallery: open,
  studyPagesPreview: participantArea,
  termsOfUse: open,
  privacyPolicy: open,
  survey: participantArea,
  procedureStatus: participantArea,
  procedureSubmit: participantArea,
  notEligible: participantArea,
  noConsent: participantArea,
  closedStudy: participantArea,
  reviewAnswers: participantArea,
  dataInsights: participantArea,
  signedConsent: participantArea,
};

/**
 * Decides whether `target` (path and query of the route being opened) may render. Checks run in
 * the order the spec implies: sign-in state first, then privileges, then the flow-specific values.
 */
export function decideAccess(access: RouteAccess, session: SessionSnapshot, target: string): GuardDecision {
  if (access.audience === 'guest' && session.loggedIn) {
    if (access.signOutWithParam && hasQueryParam(target, access.signOutWithParam)) {
      return { allow: false, redirect: paths.logout.href(target) };
    }
    try {
      return { allow: false, redirect: landingRoute(session.accountState) };
    } catch (error) {
      // A token whose state the app cannot place is useless: sign out rather than loop.
      return { allow: false, redirect: paths.logout.href(), error: error as Error };
    }
  }
  if (access.audience === 'user' && !session.loggedIn) {
    return { allow: false, redirect: paths.login.href(target) };
  }
  if (access.requires && !session.privileges.includes(access.requires)) {
    return { allow: false, redirect: paths.root.href() };
  }
  if (access.forbids?.some((p) => session.privileges.includes(p))) {
    return { allow: false, redirect: paths.root.href() };
  }
  if (access.needsOtp && !session.otpId) {
    return { allow: false, redirect: paths.login.href() };
  }
  if (access.needsGlucoseDeviceMode && !session.glucoseDeviceMode) {
    return { allow: false, redirect: paths.dashboard.href() };
  }
  return { allow: true };
}

function hasQueryParam(target: string, name: string): boolean {
  const query = target.split('?')[1];
  return !!query && new URLSearchParams(query).has(name);
}

/** Where /logout?to= goes: a local path only, so the link cannot send users off-site. */
export function logoutTarget(search: string): string {
  return safeLocalPath(new URLSearchParams(search).get('to'), paths.root.href());
}
