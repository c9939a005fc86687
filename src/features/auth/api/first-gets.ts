// The profile's request as an address (get-profile.ts, which app/profile-on-start.ts calls on a page
// opened with a stored token), for the standalone entry to ask before the app has loaded
// (standalone/early-start.ts), beside a signed-in page's own first data. The start's test checks that
// it takes this answer, so the two cannot drift apart unseen.

/** What a page opened with a stored token asks for the signed-in participant's profile. */
export function profileFirstGets(): { path: string }[] {
  return [{ path: '/registry/me' }];
}
