import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/**
 * One section's data (spec 000 §4: loading is tracked per section). A failure leaves the section
 * with a retry; the client has already said what went wrong. `replace` puts a save's answer in.
 */
export function useLoaded<T>(load: () => Promise<T>, key?: unknown) {
  const [state, setState] = useState<{ status: LoadStatus; data?: T }>({ status: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(() => {
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    latest.current().then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState((s) => ({ ...s, status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, []);
  // `key`: loads again when what the loader depends on changes (the profile type arriving).
  useEffect(() => reload(), [reload, key]);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, replace };
}
