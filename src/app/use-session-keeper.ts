import { useEffect } from 'react';
import type { SessionKeeperParts } from './session-keeper-runtime';

/** The keeper loads this long after a sign-in is seen: a first screen does not wait for it. */
export const KEEPER_LOAD_DELAY_MS = 10_000;

/**
 * Runs the session keeper (session-keeper-runtime.ts) on this instance's root element: every way of
 * use (standalone, library, gadgets) has it through the provider. It loads a few seconds after a
 * participant is signed in, off the first screen's JavaScript (a visitor never loads it); the
 * earliest thing it does is a warning two minutes before a token ends.
 */
export function useSessionKeeper(element: HTMLElement | null, parts: SessionKeeperParts): void {
  const { session, feedback, client, navigator } = parts;
  useEffect(() => {
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    let loading: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      import('./session-keeper-runtime')
        .then(({ startSessionKeeper }) => {
          if (!ended) stop = startSessionKeeper(element, { session, feedback, client, navigator });
        })
        .catch(() => {
          loading = undefined;
        });
    const unsubscribe = session.loggedIn.subscribe((signedIn) => {
      if (signedIn && loading === undefined) loading = setTimeout(() => void load(), KEEPER_LOAD_DELAY_MS);
    });
    return () => {
      ended = true;
      clearTimeout(loading);
      unsubscribe();
      stop?.();
    };
  }, [element, session, feedback, client, navigator]);
}
