import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Router, useLocation, useSearch, type BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useTrackEvent } from '../shared/analytics/analytics';
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
 * The router every instance runs on, chosen once from the provider's props. A route table or a
 * router a host nests inside still takes over (wouter's nearest <Router> wins), and the bridge
 * below gives the API client this router until then.
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
  const [hook] = useState<BaseLocationHook | undefined>(() => {
    if (routing === 'memory') return memoryLocation({ path: initialPath ?? '/' }).hook;
    if (!navigate) return undefined;
    // The page's URL as the screens' location; navigation handed to the host's router.
    const useHostLocation: BaseLocationHook = (options) => [
      useBrowserLocation(options as Parameters<typeof useBrowserLocation>[0])[0],
      (to: string, opts?: { replace?: boolean }) =>
        opts?.replace ? hostNavigate.current?.(to, { replace: true }) : hostNavigate.current?.(to),
    ];
    return useHostLocation;
  });
  const server = isServer && routing !== 'memory' ? { ssrPath: `${basePath}${ssrPath ?? '/'}` } : {};
  const content = (
    <>
      <NavigationBridge priority={0} />
      <PageViews />
      {children}
    </>
  );
  if (!hook && !basePath && !server.ssrPath) return content;
  return (
    <Router hook={hook} base={basePath} {...server}>
      {content}
    </Router>
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
