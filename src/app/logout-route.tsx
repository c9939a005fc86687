import { useLayoutEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { clearDrafts } from '../shared/session/drafts';
import { useSession } from '../shared/session/session-context';
import { logoutTarget } from './guards';

/** `/logout?to=`: clears the whole session and the unsaved drafts, then goes to `to` (a local path) or the root. */
export function LogoutRoute() {
  const session = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    session.reset();
    clearDrafts();
    navigate(logoutTarget(search), { replace: true });
  }, [session, search, navigate]);
  return null;
}
