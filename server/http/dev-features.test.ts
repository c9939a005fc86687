import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, type TestApp } from '../testing/test-app';
import { devFeaturesNotice, DEV_FEATURES_REFUSED, isLoopback } from './dev-features';

// Issue 11: the development OpenID provider signs anyone in as any account and the open outbox
// shows every reset link and code. They stay for the one-command demo, but answer only requests
// whose socket comes from this machine, and never start in a production-like environment.

const REMOTE = '203.0.113.9';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOidc: true, env: { REGISTRY_TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('development features answer loopback requests only', () => {
  it('tells loopback addresses from others', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '203.0.113.9', '::2', '1127.0.0.1'])
      expect(isLoopback(a), String(a)).toBe(false);
  });

  it('the outbox answers 404 to a remote request, and 200 from this machine', async () => {
    const url = '/api/dev/outbox?to=adult@demo.example.org';
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: REMOTE })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('the OpenID provider answers 404 to a remote request, and 200 from this machine', async () => {
    const url = '/oidc/.well-known/openid-configuration';
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: REMOTE })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('a forwarded-for header does not make a remote request local, even behind a trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=x@example.com',
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('the rest of the API still answers remote requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta/version', remoteAddress: REMOTE });
    expect(res.statusCode).toBe(200);
  });
});

describe('REGISTRY_ENVIRONMENT', () => {
  it.each(['prod', 'staging'])('%s: the server refuses to start with a development feature on', async (name) => {
    for (const feature of [{ devOutbox: true }, { devOutbox: false, devOidc: true }]) {
      const db = await freshDatabase();
      await expect(createTestApp({ db, env: { REGISTRY_ENVIRONMENT: name }, ...feature })).rejects.toThrow(
        DEV_FEATURES_REFUSED,
      );
      await db.close();
    }
  });

  it('prod without development features starts, and /settings.json says prod', async () => {
    const prod = await createTestApp({ devOutbox: false, env: { REGISTRY_ENVIRONMENT: 'prod' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/settings.json' });
      expect(res.json()).toMatchObject({ environment: 'prod' });
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@b.co' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('an unknown environment name stops the start', async () => {
    await expect(createTestApp({ env: { REGISTRY_ENVIRONMENT: 'production' } })).rejects.toThrow(
      /REGISTRY_ENVIRONMENT/,
    );
  });
});

describe('the start-up notice', () => {
  it('names each development feature on, says loopback only, and how to turn them off', () => {
    const notice = devFeaturesNotice({ devOutbox: true, devOidc: true });
    expect(notice).toMatch(/development outbox/i);
    expect(notice).toMatch(/development OpenID provider/i);
    expect(notice).toMatch(/loopback/i);
    expect(notice).toContain('REGISTRY_DEV_OUTBOX=0');
    expect(notice).toContain('REGISTRY_DEV_OIDC=0');
    expect(devFeaturesNotice({ devOutbox: false, devOidc: false })).toBe('');
  });
});
