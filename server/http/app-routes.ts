import { paths } from '../../src/config/paths';

// The SPA's own routes (src/config/paths.ts), so the server can answer 404 for any other path while
// still sending the app, which shows its 'Page Not Found' (issue 19: crawlers and monitors see a 404).

const patterns = Object.values(paths).map(
  ({ path }) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** Whether a request path (without its query) is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
