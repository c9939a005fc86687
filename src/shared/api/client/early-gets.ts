// A route's first GET requests, begun as the page starts instead of once the app has loaded, evaluated
// and rendered (on a phone, most of a second): the app's own identical request then takes the answer
// already on its way. Free of dependencies, so the standalone entry runs it before React loads.

/** An early answer not taken by then is dropped, and the app's request asks afresh. */
export const EARLY_GET_LIFETIME_MS = 10_000;

export interface EarlyGet {
  /** The address as the client sends it (API base and path, with its query). */
  url: string;
  /** The request's headers, as the client would send them (requestHeaders). */
  headers: Record<string, string>;
  /** Requests that need this one's answer (its JSON body, when it succeeded), begun as soon as it arrives. */
  then?: (body: unknown) => EarlyGet[];
}

export interface EarlyGets {
  /**
   * A fetch that answers the first GET of each early address with the same credentials with the
   * early answer; everything else (and a GET whose early request failed) goes to the network.
   */
  fetch: typeof fetch;
  /** The early addresses not taken yet (a dependent one counts once it has been asked). */
  unused(): string[];
}

function authorizationOf(headers: HeadersInit | undefined): string {
  if (!headers) return '';
  if (headers instanceof Headers) return headers.get('authorization') ?? '';
  if (Array.isArray(headers)) return headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? '';
  const record = headers as Record<string, string>;
  return record.Authorization ?? record.authorization ?? '';
}

const keyOf = (url: string, authorization: string) => `${authorization}\n${url}`;

/** Statuses whose answer has no body (a Response with one cannot be made). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The answer read to its end and kept as a new Response: an early answer nobody takes (the page
 * failed before asking, or left) must not hold its connection open with its body unread.
 */
async function readToEnd(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  const copy = new Response(NO_BODY.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(copy, 'url', { value: response.url });
  return copy;
}

/**
 * Asks for `gets`: the first at once, each other in a task of its own (a timer each, set together so
 * none waits on another's clamp), since starting a request costs the main thread 2–6 ms and ten at
 * once made a long task; a dependent request once its parent answers.
 */
export function startEarlyGets(
  gets: readonly EarlyGet[],
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  now: () => number = Date.now,
): EarlyGets {
  const started = now();
  const pending = new Map<string, { url: string; answer: Promise<Response> }>();
  /** Dependent requests not begun yet: a request missing from `pending` waits for them first. */
  const chains = new Set<Promise<void>>();

  const begin = (list: readonly EarlyGet[]) => {
    list.forEach(({ url, headers, then }, index) => {
      const ask = () => fetchImpl(url, { method: 'GET', headers });
      const asked = index ? new Promise((resolve) => setTimeout(resolve)).then(ask) : ask();
      const answer = asked.then(readToEnd);
      // A failed early request is not an error of the page: the app's own request asks again.
      answer.catch(() => undefined);
      pending.set(keyOf(url, authorizationOf(headers)), { url, answer });
      if (!then) return;
      const chain = answer
        .then(async (response) => (response.ok ? begin(then(await response.clone().json())) : undefined))
        .catch(() => undefined)
        .finally(() => chains.delete(chain));
      chains.add(chain);
    });
  };
  begin(gets);

  const take = (input: string, init: RequestInit | undefined): Promise<Response> | undefined => {
    const key = keyOf(input, authorizationOf(init?.headers));
    const early = pending.get(key);
    if (!early) return undefined;
    pending.delete(key);
    if (now() - started > EARLY_GET_LIFETIME_MS) return undefined;
    return early.answer.catch(() => fetchImpl(input, init));
  };

  return {
    fetch: async (input, init) => {
      if (typeof input !== 'string' || (init?.method ?? 'GET').toUpperCase() !== 'GET') return fetchImpl(input, init);
      // A request that may be one of the dependent ones still being begun waits for them (a few ms).
      if (!pending.has(keyOf(input, authorizationOf(init?.headers))) && chains.size > 0) await Promise.all([...chains]);
      return take(input, init) ?? fetchImpl(input, init);
    },
    unused: () => [...pending.values()].map((p) => p.url),
  };
}
