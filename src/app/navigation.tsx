import { createContext, useContext, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/** What the API client needs of the router: navigate and the current path (with query). */
export interface AppNavigator {
  navigate(to: string): void;
  currentPath(): string | undefined;
}

export interface NavigatorSlot extends AppNavigator {
  /** The mounted route table plugs its router in; returns the function that unplugs it. */
  attach(navigator: AppNavigator): () => void;
}

/**
 * The provider sits above the router (the embed puts a memory-location Router inside it), so it
 * cannot call the router's hooks. The route table plugs the router into this slot instead, and
 * the client's 401 redirect goes through whichever router the instance runs on.
 */
export function createNavigatorSlot(fallback: (to: string) => void): NavigatorSlot {
  let attached: AppNavigator | null = null;
  return {
    navigate: (to) => (attached ? attached.navigate(to) : fallback(to)),
    currentPath: () => attached?.currentPath(),
    attach(navigator) {
      attached = navigator;
      return () => {
        if (attached === navigator) attached = null;
      };
    },
  };
}

export const NavigatorSlotContext = createContext<NavigatorSlot | null>(null);

/** Rendered inside the router: plugs it into the provider's slot. */
export function NavigationBridge() {
  const slot = useContext(NavigatorSlotContext);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const current = useRef('');
  current.current = search ? `${location}?${search}` : location;
  useLayoutEffect(
    () => slot?.attach({ navigate: (to) => navigate(to), currentPath: () => current.current }),
    [slot, navigate],
  );
  return null;
}
