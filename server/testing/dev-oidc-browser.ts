import type { FastifyInstance } from 'fastify';

// A browser in miniature for an oidc-provider's pages (the development provider under /oidc, or
// a test's own on a loopback port): follows its redirects, keeps its cookies and passes its dev
// login and consent pages, for server tests of a full round trip.

interface Answer {
  status: number;
  location: string | undefined;
  cookies: Array<{ name: string; value: string }>;
  body: string;
}
/** One request, by app.inject or over the network; `url` is absolute. */
type Send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string) => Promise<Answer>;

/** The development provider, reached through the app without a socket. */
const injected =
  (app: FastifyInstance): Send =>
  async (method, url, headers, payload) => {
    const { pathname, search } = new URL(url);
    const res = await app.inject({ method, url: pathname + search, headers, payload });
    const location = res.headers.location;
    return { status: res.statusCode, location: location && String(location), cookies: res.cookies, body: res.body };
  };

/** A provider listening on a port. */
const fetched: Send = async (method, url, headers, body) => {
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  return { status: res.status, location: res.headers.get('location') ?? undefined, cookies, body: await res.text() };
};

function browser(send: Send, provider: URL) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const headers = { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) };
    const res = await send(method, url, headers, form ? new URLSearchParams(form).toString() : undefined);
    for (const c of res.cookies) jar.set(c.name, c.value);
    return res;
  }
  const onProvider = (url: URL) => url.origin === provider.origin && url.pathname.startsWith(provider.pathname);
  /** Requests `url` and follows redirects while they stay on the provider. */
  async function follow(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    let res = await request(method, new URL(url, provider).href, form);
    while (res.status >= 300 && res.status < 400) {
      const next = new URL(String(res.location), provider);
      if (!onProvider(next)) return { res, location: next };
      res = await request('GET', next.href);
    }
    return { res, location: undefined };
  }
  return { follow };
}

/** The action of the provider page's form. */
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');

/**
 * Opens `authorizeUrl` (an address on `provider`, or a path), signs in as `login`, consents, and
 * answers the address the provider sends the browser back to (with `code` and `state`), or the
 * provider's page when it did not redirect.
 */
async function passLogin(send: Send, provider: URL, authorizeUrl: string, login: string) {
  const b = browser(send, provider);
  let step = await b.follow('GET', authorizeUrl);
  if (!step.res.body.includes('name="login"')) return { location: undefined, body: step.res.body };
  step = await b.follow('POST', formAction(step.res.body), { prompt: 'login', login, password: 'anything' });
  if (!step.location) step = await b.follow('POST', formAction(step.res.body), { prompt: 'consent' });
  return { location: step.location, body: step.res.body };
}

/** The development provider's round trip: `authorizePath` is a path and query under /oidc. */
export function passDevOidc(app: FastifyInstance, authorizePath: string, login: string) {
  return passLogin(injected(app), new URL('http://localhost/oidc'), authorizePath, login);
}

/** The same round trip at a provider listening at `issuer` (its authorize address under it). */
export function passOidcLogin(issuer: string, authorizeUrl: string, login: string) {
  return passLogin(fetched, new URL(issuer), authorizeUrl, login);
}
