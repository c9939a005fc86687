import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a server render and in the browser's hydration of its markup, true in every other
 * browser render: for values only the browser knows (its address, a random state) that the
 * pre-rendered pages must not carry, since hydration keeps the server's attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
