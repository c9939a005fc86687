import { paths, type RouteName } from './paths';

// Which route of the table a path opens, for the code that must know it before the router runs: the
// reference server (its 404s and each route's preloads) and the standalone entry (the screen it loads
// while the settings are read). Parameters match one path segment, as in wouter.

const patterns = Object.entries(paths).map(
  ([name, { path }]) =>
    [
      name as RouteName,
      new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    ] as const,
);

/** The route a path (without its query) opens, or undefined when it is none of the app's. */
export function routeNameOf(pathname: string): RouteName | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}
