import { useEffect } from 'react';
import type { SessionKeeperParts } from './session-keeper-runtime';

/**
 * Runs the session keeper (session-keeper-runtime.ts) on this instance's root element: every way of
 * use (standalone, library, gadgets) has it through the provider. It loads once a participant is
 * signed in, off the first load's JavaScript (a visitor never loads it).
 */
export function useSessionKeeper(element: HTMLElement | null, parts: SessionKeeperParts): void {
  const { session, feedback, client, navigator } = parts;
  useEffect(() => {
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    let loading = false;
    const unsubscribe = session.loggedIn.subscribe((signedIn) => {
      if (!signedIn || loading) return;
      loading = true;
      void import('./session-keeper-runtime')
        .then(({ startSessionKeeper }) => {
          if (!ended) stop = startSessionKeeper(element, { session, feedback, client, navigator });
        })
        .catch(() => {
          loading = false;
        });
    });
    return () => {
      ended = true;
      unsubscribe();
      stop?.();
    };
  }, [element, session, feedback, client, navigator]);
}
