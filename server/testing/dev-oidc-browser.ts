import type { FastifyInstance } from 'fastify';

// A browser in miniature for the development OpenID provider (/oidc): follows its redirects, keeps
// its cookies and passes its dev login and consent pages, for server tests of a full round trip.

function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const res = await app.inject({
      method,
      url,
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.cookies as Array<{ name: string; value: string }>) jar.set(c.name, c.value);
    return res;
  }
  /** Requests `url` and follows redirects while they stay on the provider. */
  async function follow(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    let res = await request(method, url, form);
    while (res.statusCode >= 300 && res.statusCode < 400) {
      const next = new URL(String(res.headers.location), 'http://localhost');
      if (!next.pathname.startsWith('/oidc')) return { res, location: next };
      res = await request('GET', next.pathname + next.search);
    }
    return { res, location: undefined };
  }
  return { follow };
}

/** The action of the provider page's form. */
const formAction = (html: string) =>
  new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&'), 'http://localhost').pathname;

/**
 * Opens `authorizePath` (path and query under /oidc), signs in as `login`, consents, and answers
 * the address the provider sends the browser back to (with `code` and `state`), or the provider's
 * page when it did not redirect.
 */
export async function passDevOidc(app: FastifyInstance, authorizePath: string, login: string) {
  const b = browser(app);
  let step = await b.follow('GET', authorizePath);
  if (!step.res.body.includes('name="login"')) return { location: undefined, body: step.res.body };
  step = await b.follow('POST', formAction(step.res.body), { prompt: 'login', login, password: 'anything' });
  if (!step.location) step = await b.follow('POST', formAction(step.res.body), { prompt: 'consent' });
  return { location: step.location, body: step.res.body };
}
