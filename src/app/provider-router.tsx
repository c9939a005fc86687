import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useTrackEvent } from '../shared/analytics/analytics';
import { LibraryRouter, LibraryRoutingContext } from '../shared/routing/library-router';
import { NavigationBridge } from './navigation';

/** The host's navigation: gets the full path (with `basePath`) and whether to replace the entry. */
export type HostNavigate = (to: string, options?: { replace?: boolean }) => void;

export interface RoutingProps {
  /**
   * `browser` (default): screens read the page's URL. `memory`: the instance keeps its own
   * location and never touches the page's URL or history (the embed's gadgets run so).
   */
  routing?: 'browser' | 'memory';
  /** Where a `memory` instance starts (default `/`). */
  initialPath?: string;
  /** The path the host mounts the registry under, e.g. `/registry`; screens' links and redirects carry it. */
  basePath?: string;
  /**
   * The host router's navigate: every navigation of a mounted screen (links, redirects, the
   * destination after sign-in, the 401 redirect) goes through it, with the full path. It must
   * change the page's URL through the History API, which the screens follow. Default: pushState.
   */
  navigate?: HostNavigate;
  /** Server rendering: the path being rendered (default `/`); the screens render their signed-out shell. */
  ssrPath?: string;
}

const isServer = typeof window === 'undefined';

/**
 * The router every instance's screens run on, chosen once from the provider's props and handed to
 * them through context: the provider's children are the host's and keep the host's router (see
 * LibraryRouter). Its own router here plugs navigation into the API client and reports page views.
 */
export function ProviderRouter({
  routing = 'browser',
  initialPath,
  basePath = '',
  navigate,
  ssrPath,
  children,
}: RoutingProps & { children: ReactNode }) {
  const hostNavigate = useRef(navigate);
  hostNavigate.current = navigate;
  const [hook] = useState<BaseLocationHook>(() => {
    if (routing === 'memory') return memoryLocation({ path: initialPath ?? '/' }).hook;
    if (!navigate) return useBrowserLocation as BaseLocationHook;
    // The page's URL as the screens' location; navigation handed to the host's router.
    const useHostLocation: BaseLocationHook = (options) => [
      useBrowserLocation(options as Parameters<typeof useBrowserLocation>[0])[0],
      (to: string, opts?: { replace?: boolean }) =>
        opts?.replace ? hostNavigate.current?.(to, { replace: true }) : hostNavigate.current?.(to),
    ];
    return useHostLocation;
  });
  const serverPath = isServer && routing !== 'memory' ? `${basePath}${ssrPath ?? '/'}` : undefined;
  const memory = routing === 'memory';
  const library = useMemo(
    () => ({ hook, base: basePath, ssrPath: serverPath, memory }),
    [hook, basePath, serverPath, memory],
  );
  return (
    <LibraryRoutingContext.Provider value={library}>
      <LibraryRouter>
        <NavigationBridge priority={0} />
        <PageViews />
      </LibraryRouter>
      {children}
    </LibraryRoutingContext.Provider>
  );
}

/** Reports each screen shown once: the same URL twice in a row counts once (spec 001 Analytics). */
function PageViews() {
  const track = useTrackEvent();
  const [location] = useLocation();
  const search = useSearch();
  const last = useRef<string | null>(null);
  const path = search ? `${location}?${search}` : location;
  useEffect(() => {
    if (last.current === path) return;
    last.current = path;
    track({ name: 'page_view', path });
  }, [path, track]);
  return null;
}
