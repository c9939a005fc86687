import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/** What the API client needs of the router: navigate and the current path (with query). */
export interface AppNavigator {
  navigate(to: string): void;
  currentPath(): string | undefined;
}

export interface NavigatorSlot extends AppNavigator {
  /**
   * A router plugs itself in; returns the function that unplugs it. The provider's own router
   * plugs in at priority 0; a router a host or a test nests inside it (and its route table)
   * at 1, and wins while mounted.
   */
  attach(navigator: AppNavigator, priority?: number): () => void;
}

/**
 * The provider creates the API client before any router hook can run, so the client's 401
 * redirect goes through this slot, into whichever router the instance currently runs on.
 */
export function createNavigatorSlot(fallback: (to: string) => void): NavigatorSlot {
  let attached: { navigator: AppNavigator; priority: number }[] = [];
  const top = () =>
    attached.reduce<(typeof attached)[number] | undefined>(
      (best, entry) => (!best || entry.priority >= best.priority ? entry : best),
      undefined,
    )?.navigator;
  return {
    navigate: (to) => {
      const navigator = top();
      if (navigator) navigator.navigate(to);
      else fallback(to);
    },
    currentPath: () => top()?.currentPath(),
    attach(navigator, priority = 1) {
      const entry = { navigator, priority };
      attached = [...attached, entry];
      return () => {
        attached = attached.filter((e) => e !== entry);
      };
    },
  };
}

export const NavigatorSlotContext = createContext<NavigatorSlot | null>(null);

/** Rendered inside a router: plugs it into the provider's slot (see `attach` for `priority`). */
export function NavigationBridge({ priority = 1 }: { priority?: number }) {
  const slot = useContext(NavigatorSlotContext);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const current = useRef('');
  current.current = search ? `${location}?${search}` : location;
  useLayoutEffect(
    () => slot?.attach({ navigate: (to) => navigate(to), currentPath: () => current.current }, priority),
    [slot, navigate, priority],
  );
  return null;
}
