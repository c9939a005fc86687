import { useEffect, useState } from 'react';

export type LayoutExtras = typeof import('./layout-extras');

let extras: LayoutExtras | undefined;
let pending: Promise<LayoutExtras> | undefined;

/**
 * Makes the layout's extras available from the first render. The full app (RegistryApp, hence the
 * standalone site) calls it with the statically imported module, so its pages paint whole at once;
 * a host that mounts one screen (the FAQ) gets them as a chunk right after its first paint.
 */
export function provideLayoutExtras(module: LayoutExtras): void {
  extras = module;
}

/** Loads the extras once per page; a failed load is tried again by the next layout that mounts. */
export function loadLayoutExtras(): Promise<LayoutExtras> {
  if (extras) return Promise.resolve(extras);
  pending ??= import('./layout-extras').then(
    (module) => (extras = module),
    (failure: unknown) => {
      pending = undefined;
      throw failure;
    },
  );
  return pending;
}

/** The extras once loaded (undefined until then); the first caller starts the load. */
export function useLayoutExtras(): LayoutExtras | undefined {
  const [loaded, setLoaded] = useState(extras);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadLayoutExtras().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded ?? extras;
}
