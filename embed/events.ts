import { PARTNER_REF_HEADER } from '@contract/partner-ref-header';
import type { RegistryEventDetails, RegistryEventName } from '../src/app/embed-elements';

// The details are declared once, in the published types (src/app/embed-elements.d.ts).
export type { RegistryEventDetails, RegistryEventName };

export function dispatchRegistryEvent<K extends RegistryEventName>(
  target: EventTarget,
  name: K,
  detail: RegistryEventDetails[K],
) {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true });
  const waiting = held.get(target);
  if (waiting) waiting.push(event);
  else target.dispatchEvent(event);
}

const held = new WeakMap<EventTarget, Event[]>();

/**
 * Holds the target's events until the current task ends: an element connected while the page's
 * scripts run (its definition) renders at once, and the page's scripts after the gadget's, which
 * add its listeners, must still hear its first events (ready, the first page view).
 */
export function holdEventsUntilTaskEnds(target: EventTarget) {
  if (held.has(target)) return;
  held.set(target, []);
  setTimeout(() => {
    const waiting = held.get(target) ?? [];
    held.delete(target);
    for (const event of waiting) target.dispatchEvent(event);
  });
}

/** A DOM event to dispatch, with its typed detail. */
export type PendingEvent = {
  [K in RegistryEventName]: { name: K; detail: RegistryEventDetails[K] };
}[RegistryEventName];

// GET {api}/registry/me: the getMe row, the profile a sign-in is checked with.
const PROFILE_PATH = /\/registry\/me$/;
// POST {api}/participant/{id}/user-studies/{userStudyId}/user-procedures: the submitProcedure row.
const SUBMIT_PATH = /\/participant\/\d+\/user-studies\/\d+\/user-procedures$/;

/**
 * The events a successful procedure submission stands for: `registry-procedure-submitted`, and
 * `registry-survey-completed` when the answer says the user study is now complete. Read from the
 * server's answer (not from the screens), so the events say what the registry stored.
 */
export function submissionEvents(
  method: string,
  url: string,
  status: number,
  answer: unknown,
  partnerRef: string | null = null,
): PendingEvent[] {
  if (method.toUpperCase() !== 'POST' || status !== 200 || !SUBMIT_PATH.test(url.split('?')[0])) return [];
  if (typeof answer !== 'object' || answer === null) return [];
  const { study_id: studyId, procedure_id: procedure, completed_at: completedAt } = answer as Record<string, unknown>;
  if (typeof studyId !== 'number' || typeof procedure !== 'string') return [];
  const events: PendingEvent[] = [{ name: 'registry-procedure-submitted', detail: { studyId, procedure, partnerRef } }];
  if (typeof completedAt === 'string') events.push({ name: 'registry-survey-completed', detail: { studyId } });
  return events;
}

/**
 * The request's method and its path on the registry (`/api/registry/me`): events carry no origin and
 * no query (a query may hold a token).
 */
function requestOf(input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
  return { path: new URL(url, globalThis.location?.href ?? 'http://localhost/').pathname, method };
}

/**
 * A gadget's partner reference: `ref()` is its `partner-ref` (null without one), sent with every call;
 * `answered(ref)` hears what the registry answered back for the signed-in participant (its profile).
 */
export interface PartnerRefLink {
  ref(): string | null;
  answered(ref: string | null): void;
}

/** The request's init with the partner's reference added to its headers. */
function withPartnerRef(input: Parameters<typeof fetch>[0], init: RequestInit | undefined, ref: string): RequestInit {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set(PARTNER_REF_HEADER, ref);
  return { ...init, headers };
}

/**
 * The page's fetch, reporting failed registry requests as `registry-error` and submitted
 * procedures as `registry-procedure-submitted` / `registry-survey-completed`. The client still
 * shows its own message in the gadget; the events let the host log or react. With a partner
 * reference, every call carries it, and what the registry answers back goes with the events.
 */
export function reportingFetch(
  target: EventTarget,
  base: typeof fetch = globalThis.fetch,
  partner?: PartnerRefLink,
): typeof fetch {
  return async (input, originalInit) => {
    const { path, method } = requestOf(input, originalInit);
    const ref = partner?.ref() ?? null;
    const init = ref === null ? originalInit : withPartnerRef(input, originalInit, ref);
    try {
      const response = await base(input, init);
      const answeredRef = response.headers.get(PARTNER_REF_HEADER);
      // The participant's profile: read before the session holds a sign-in's token, so the
      // registry-signed-in that follows carries what the registry answered back.
      if (partner && method.toUpperCase() === 'GET' && response.ok && PROFILE_PATH.test(path))
        partner.answered(answeredRef);
      if (response.status >= 500)
        dispatchRegistryEvent(target, 'registry-error', {
          status: response.status,
          path,
          message: response.statusText,
        });
      else if (method.toUpperCase() === 'POST' && response.status === 200 && SUBMIT_PATH.test(path.split('?')[0]))
        void response
          .clone()
          .json()
          .then((answer: unknown) => {
            for (const event of submissionEvents(method, path, response.status, answer, answeredRef))
              dispatchRegistryEvent(target, event.name, event.detail);
          })
          .catch(() => undefined);
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
