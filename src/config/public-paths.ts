/**
 * The routes the public header links to, apart from the whole table (paths.ts spreads them in): the
 * header is in the first paint of every signed-out page and of a host's FAQ screen, which need not
 * carry every route's href builder.
 */

/** A route without parameters: its href is its path (written once, so the table stays small in every bundle). */
export const fixed = <P extends string>(path: P) => ({ path, href: (): P => path });

export const publicPaths = {
  root: fixed('/'),
  landing: fixed('/landing'),
  login: {
    path: '/auth/login',
    href: (redirectTo?: string) =>
      redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/auth/login',
  },
  register: {
    path: '/auth/register',
    href: (jtoken?: string) => (jtoken ? `/auth/register?jtoken=${encodeURIComponent(jtoken)}` : '/auth/register'),
  },
  faq: fixed('/faq'),
};
