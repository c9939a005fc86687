// The dashboard's first requests as addresses (use-dashboard-data.ts `load`), for the standalone
// entry to ask before the app has loaded (standalone/early-start.ts): the four lists of the page,
// which need only the participant's id (the token's). The dashboard data's test checks that its load
// takes exactly these, so the two cannot drift apart unseen.

const DASHBOARD_PATH = /^\/dashboard\/?$/;

/** What the dashboard's load asks first; nothing for any other page or without a participant. */
export function dashboardFirstGets(pathname: string, userId: number | null): { path: string }[] {
  if (!DASHBOARD_PATH.test(pathname) || userId === null) return [];
  return [
    { path: `/participant/${userId}/user-studies` },
    { path: `/participant/${userId}/achievements` },
    { path: `/participant/${userId}/missed-opportunities?notified=false` },
    { path: `/registry/participant/${userId}/notifications` },
  ];
}
