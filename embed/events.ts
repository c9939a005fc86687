import type { RegistryEventDetails, RegistryEventName } from '../src/app/embed-elements';

// The details are declared once, in the published types (src/app/embed-elements.d.ts).
export type { RegistryEventDetails, RegistryEventName };

export function dispatchRegistryEvent<K extends RegistryEventName>(
  target: EventTarget,
  name: K,
  detail: RegistryEventDetails[K],
) {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * The page's fetch, reporting failed registry requests as `registry-error`. The client still shows
 * its own message in the gadget; the event lets the host log or react.
 */
export function reportingFetch(target: EventTarget, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    try {
      const response = await base(input, init);
      if (response.status >= 500)
        dispatchRegistryEvent(target, 'registry-error', {
          status: response.status,
          path,
          message: response.statusText,
        });
      return response;
    } catch (error) {
      dispatchRegistryEvent(target, 'registry-error', {
        status: 0,
        path,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  };
}
