import { paths } from '../../src/config/paths';

// The SPA's own routes (src/config/paths.ts), so the server can answer 404 for any other path while
// still sending the app, which shows its 'Page Not Found' (issue 19: crawlers and monitors see a 404).

const patterns = Object.entries(paths).map(
  ([name, { path }]) =>
    [name, new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`)] as const,
);

/** The route a request path (without its query) opens, or undefined when it is none of the app's. */
export function routeNameOf(pathname: string): keyof typeof paths | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0] as keyof typeof paths | undefined;
}

/** Whether a request path (without its query) is one of the app's routes. */
export function isAppRoute(pathname: string): boolean {
  return routeNameOf(pathname) !== undefined;
}
