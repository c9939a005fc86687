import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEV_OIDC_CLIENT_ID, devIdentityFor } from './dev-oidc-provider';

const REDIRECT = 'http://localhost:8080/oauth/t1d';

/** A browser in miniature: follows the provider's redirects and keeps its cookies. */
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

async function authorize(app: FastifyInstance, login: string): Promise<string> {
  const b = browser(app);
  const query = new URLSearchParams({
    client_id: DEV_OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: 'st',
  });
  let step = await b.follow('GET', `/oidc/auth?${query}`);
  expect(step.res.body).toContain('name="login"');
  step = await b.follow('POST', formAction(step.res.body), { prompt: 'login', login, password: 'anything' });
  if (!step.location) step = await b.follow('POST', formAction(step.res.body), { prompt: 'consent' });
  expect(step.location?.origin + step.location!.pathname).toBe(REDIRECT);
  expect(step.location!.searchParams.get('state')).toBe('st');
  return step.location!.searchParams.get('code')!;
}

describe('development OpenID provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devOidc: true, env: { PORT: '8080' } });
  });
  afterAll(async () => t.close());

  it('publishes its discovery document under /oidc', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: 'http://localhost:8080/oidc',
      authorization_endpoint: expect.stringContaining('/oidc/auth'),
    });
  });

  it('tells the client where to send the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings.json' });
    expect(res.json()).toMatchObject({
      oauth: { authorizeUrl: '/oidc/auth', clientId: DEV_OIDC_CLIENT_ID, provider: 't1d' },
    });
  });

  it('signs the seeded identity in to the demo adult, once per code', async () => {
    const code = await authorize(t.app, 'adult');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider: 't1d', token: code },
    });
    expect(first.statusCode).toBe(200);
    const { token } = first.json() as { token: string };
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${token}` },
    });
    expect(me.json()).toMatchObject({ email: 'adult@demo.example.org', auth_methods: ['native', 'oauth'] });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider: 't1d', token: code },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('creates an account without a profile type for a new identity', async () => {
    const code = await authorize(t.app, 'newperson');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider: 't1d', token: code },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${(res.json() as { token: string }).token}` },
    });
    expect(me.json()).toMatchObject({
      email: 'newperson@external.example.org',
      profile_type: null,
      auth_methods: ['oauth'],
    });
  });

  it('refuses a made-up code and leaves other providers to their own verifier', async () => {
    for (const provider of ['t1d', 'other']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registry/oauth/account',
        payload: { provider, token: 'made-up' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('maps login names to identities', () => {
    expect(devIdentityFor('adult').email).toBe('adult@demo.example.org');
    expect(devIdentityFor('ADULT@demo.example.org').sub).toBe('dev-t1d-adult');
    expect(devIdentityFor('someone@example.org')).toMatchObject({
      email: 'someone@example.org',
      sub: 'dev-someone@example.org',
    });
    expect(devIdentityFor('Jo Smith!').email).toBe('josmith@external.example.org');
  });
});

describe('without REGISTRY_DEV_OIDC', () => {
  it('mounts nothing and tells the client of no provider', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      // Nothing answers there but the site's history fallback (HTML), or a 404 when nothing is built.
      const fallback = String(res.headers['content-type']).includes('html') || res.statusCode === 404;
      expect(fallback).toBe(true);
      expect(res.body).not.toContain('"issuer"');
      expect((await t.app.inject({ method: 'GET', url: '/settings.json' })).json()).not.toHaveProperty('oauth');
    } finally {
      await t.close();
    }
  });
});
