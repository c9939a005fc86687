// The device's connection as the browser reports it: `navigator.onLine` false means surely offline
// (true may still be a connection that does not answer, which a failed request then shows).

export const deviceOnline = (): boolean => globalThis.navigator?.onLine !== false;

/** Calls back each time the connection comes back; returns the unsubscription. */
export function onBackOnline(fn: () => void): () => void {
  if (typeof globalThis.addEventListener !== 'function') return () => {};
  globalThis.addEventListener('online', fn);
  return () => globalThis.removeEventListener('online', fn);
}

/** Resolves at once with a connection, else when it comes back. */
export function whenOnline(): Promise<void> {
  if (deviceOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onBackOnline(() => {
      stop();
      resolve();
    });
  });
}
