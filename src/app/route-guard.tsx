import { useEffect, useMemo, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useApiClient } from '../shared/api/api-context';
import { useSession } from '../shared/session/session-context';
import type { SessionStore } from '../shared/session/session-store';
import { decideAccess, type RouteAccess, type SessionSnapshot } from './guards';

function snapshot(session: SessionStore): SessionSnapshot {
  return {
    loggedIn: session.loggedIn.peek(),
    privileges: session.privileges.peek(),
    accountState: session.accountState.peek(),
    otpId: session.otpId.peek(),
    glucoseDeviceMode: session.glucoseDeviceMode.peek(),
  };
}

/**
 * Applies a route's access rule when the route is entered, like a navigation guard: the session
 * is read without subscribing, so signing in on /auth/login does not yank the user away before
 * the sign-in flow has loaded the profile and chosen the destination itself.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const client = useApiClient();
  const [location] = useLocation();
  const search = useSearch();
  const target = search ? `${location}?${search}` : location;
  const decision = useMemo(() => decideAccess(access, snapshot(session), target), [access, session, target]);
  useEffect(() => {
    // The reporter is a chunk of its own: a refused route is rare, and the first page does not carry it.
    if (!decision.allow && decision.error) {
      const error = decision.error;
      void import('../shared/api/client/frontend-log')
        .then(({ logFrontendError }) => logFrontendError(client, client.environment, error))
        .catch(() => undefined);
    }
  }, [client, decision]);
  if (!decision.allow) return <Redirect to={decision.redirect} replace />;
  return <>{children}</>;
}
