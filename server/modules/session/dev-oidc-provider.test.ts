import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passDevOidc } from '../../testing/dev-oidc-browser';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEV_OIDC_CLIENT_ID, devIdentityFor } from './dev-oidc-provider';

const REDIRECT = 'http://localhost:8080/oauth/t1d';

async function authorize(app: FastifyInstance, login: string): Promise<string> {
  const query = new URLSearchParams({
    client_id: DEV_OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid email profile',
    state: 'st',
  });
  const step = await passDevOidc(app, `/oidc/auth?${query}`, login);
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
