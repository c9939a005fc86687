import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../shared/session/session-context';
import { logoutTarget } from './guards';

/** `/logout?to=`: clears the whole session, then goes to `to` (a local path) or the root. */
export function LogoutRoute() {
  const session = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    session.reset();
    navigate(logoutTarget(search), { replace: true });
  }, [session, search, navigate]);
  return null;
}
