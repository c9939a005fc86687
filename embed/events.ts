import type { AnalyticsEvent } from '../src/shared/analytics/analytics';

/**
 * The DOM events every registry element dispatches on itself (bubbling, composed), by name, with
 * the type of `event.detail`. Published as types in `@t1d-registry/participant-app/embed`.
 */
export interface RegistryEventDetails {
  /** The gadget has rendered its first screen. */
  'registry-ready': { tag: string };
  /** A participant signed in inside the gadget. */
  'registry-signed-in': { userId: number | null; accountState: string | null };
  /** A study procedure was submitted (the survey gadget). */
  'registry-procedure-submitted': { studyId: number; procedure: string };
  /** A participant finished every procedure of a survey (the survey gadget). */
  'registry-survey-completed': { studyId: number };
  /** A request to the registry failed: a network failure (`status` 0) or a server error (5xx). */
  'registry-error': { status: number; path: string; message: string };
  /** One of the spec's analytics events (DECISIONS §8); the host decides where, if anywhere, it goes. */
  'registry-analytics': AnalyticsEvent;
}

export type RegistryEventName = keyof RegistryEventDetails;

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
