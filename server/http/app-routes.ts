import { routeNameOf } from '@/config/route-of-path';

// The SPA's own routes (src/config/paths.ts), so the server can answer 404 for any other path while
// still sending the app, which shows its 'Page Not Found' (crawlers and monitors see a 404).

export { routeNameOf };

/** Whether a request path (without its query) is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  return routeNameOf(pathname) !== undefined;
}
