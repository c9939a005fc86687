import { createContext, useCallback, useContext, useRef, type ComponentType, type ReactNode } from 'react';
import { Router, useLocation, type BaseLocationHook } from 'wouter';

/** The router of the library's screens, as the provider chose it: location hook, base path, server path. */
export interface LibraryRouting {
  hook: BaseLocationHook;
  base: string;
  ssrPath?: string;
  /** The instance keeps its own location (`routing="memory"`): its links carry no `href` (./link.tsx). */
  memory?: boolean;
}

/** Set by the provider; the screens' router reads it. Its children keep whatever router the host runs. */
export const LibraryRoutingContext = createContext<LibraryRouting | null>(null);

/**
 * True under a router already set up for the library's screens (one a screen or the route table
 * opened, the embed's, or one a test builds and marks with `LibraryRouted`): screens inside it add none.
 */
const RoutedContext = createContext(false);

/** Marks a router the caller built as the one the library's screens run on (tests, a gadget's route table). */
export function LibraryRouted({ children }: { children: ReactNode }) {
  return <RoutedContext.Provider value>{children}</RoutedContext.Provider>;
}

/**
 * The library's own router around its screens. A host's router (wouter deduped with the library's,
 * or any other) neither changes it nor is changed by it: wouter's router takes the nearest
 * `<Router>`, so the provider does not put one around the host's children; each screen the host
 * mounts, and the route table, opens this one instead. A `hook` always given means it inherits
 * nothing (base included) from a host's wouter router around it.
 */
export function LibraryRouter({ children }: { children: ReactNode }) {
  const routing = useContext(LibraryRoutingContext);
  const routed = useContext(RoutedContext);
  if (routed || !routing) return <>{children}</>;
  return (
    <Router hook={routing.hook} base={routing.base} ssrPath={routing.ssrPath}>
      <LibraryRouted>{children}</LibraryRouted>
    </Router>
  );
}

/** A screen as the library exports it: on the library's router, whatever router the host runs. */
export function onLibraryRouter<P extends object>(Screen: ComponentType<P>, name: string): ComponentType<P> {
  function Routed(props: P) {
    return (
      <LibraryRouter>
        <Screen {...props} />
      </LibraryRouter>
    );
  }
  Routed.displayName = name;
  return Routed;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
const stay: Navigate = () => undefined;
const noLocation: BaseLocationHook = () => ['', stay];

/**
 * Navigation on the library's router wherever it is called: inside a screen, the nearest router
 * (the library's); in a host's own component (a hook the library exports, called under the host's
 * router), the library's location with its base path, not the host's router. The same function
 * while the caller stays where it is (a location hook may hand out a new navigate on each render).
 */
export function useLibraryNavigate(): Navigate {
  const routing = useContext(LibraryRoutingContext);
  const routed = useContext(RoutedContext);
  const [, nearest] = useLocation();
  // The provider's hook is the same for the instance's life, so this call's place never changes;
  // on the server it reads the path being rendered.
  const [, own] = (routing?.hook ?? noLocation)({ ssrPath: routing?.ssrPath });
  const latest = useRef({ nearest, own });
  latest.current = { nearest, own };
  const base = routing?.base ?? '';
  const outside = !routed && !!routing;
  return useCallback<Navigate>(
    (to, options) => (outside ? latest.current.own(`${base}${to}`, options) : latest.current.nearest(to, options)),
    [outside, base],
  );
}
