import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registration, signUp, STRONG_PASSWORD, type TestApp } from '../testing/test-app';
import { trustedPeer, trustProxyFrom } from './trust-proxy';

// The per-address rate limits see the client's address: behind the configured proxies, the first
// untrusted address from the right of X-Forwarded-For; from anywhere else, the socket's own.

const PROXY = '10.0.0.5';
const signup = (app: TestApp['app'], email: string, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/registry/signup',
    payload: registration(email),
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
const login = (app: TestApp['app'], email: string, password: string, remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/registry/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('REGISTRY_TRUST_PROXY', () => {
  it('reads a hop count, or a list of proxy addresses and ranges, and refuses anything else', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom(' ')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    const oneHop = trustProxyFrom('1') as (address: string, hop: number) => boolean;
    expect([oneHop('203.0.113.9', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['true', '10.0.0.0/33', '10.0.0', 'proxy.example', '1,x', '::1/129'])
      expect(() => trustProxyFrom(wrong), wrong).toThrow(/REGISTRY_TRUST_PROXY must be a hop count/);
  });
});

describe('whether a peer is a trusted proxy (for an incoming X-Request-Id)', () => {
  it("agrees with fastify's own verdict on the first hop, for every form of the setting", async () => {
    const settings = ['', '1', '10.0.0.5', '10.0.0.0/8,::1', '192.168.0.0/255.255.0.0', 'loopback', 'uniquelocal'];
    const peers = [
      '10.0.0.5',
      '10.9.9.9',
      '127.0.0.1',
      '::1',
      '::ffff:10.0.0.5',
      '192.168.4.4',
      '203.0.113.9',
      'fd00::7',
    ];
    for (const setting of settings) {
      const trust = trustProxyFrom(setting);
      const app = Fastify({ trustProxy: trust });
      // Fastify reads X-Forwarded-For past the peer only when it trusts the peer.
      app.get('/', async (request) => ({ trusted: (request.ips?.length ?? 0) > 1 }));
      for (const peer of peers) {
        const res = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': '198.51.100.1' } });
        expect([setting, peer, trustedPeer(trust)(peer)]).toEqual([setting, peer, res.json().trusted]);
      }
      await app.close();
    }
  });
});

describe('with the proxies listed by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REGISTRY_TRUST_PROXY: `${PROXY},10.1.0.0/16` },
      addressQuotas: { signup: 5 },
      loginRateLimit: 3,
    });
  });
  afterAll(() => t.close());

  it('a client connecting directly with a new X-Forwarded-For each time is one client', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signup(t.app, `direct${i}@example.com`, '203.0.113.9', `198.51.100.${i}`)).statusCode).toBe(201);
    expect((await signup(t.app, 'direct5@example.com', '203.0.113.9', '198.51.100.77')).statusCode).toBe(429);

    await signUp(t.app, 'direct-target@example.com');
    for (let i = 0; i < 3; i++)
      expect(
        (await login(t.app, 'direct-target@example.com', `wrong-${i}`, '203.0.113.10', `198.51.101.${i}`)).statusCode,
      ).toBe(400);
    const right = await login(t.app, 'direct-target@example.com', STRONG_PASSWORD, '203.0.113.10', '198.51.101.99');
    expect(right.statusCode).toBe(429);
  });

  it('through the listed proxies each client counts apart, whatever it wrote on the left', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signup(t.app, `proxied${i}@example.com`, PROXY, `forged-${i}, 198.51.100.1`);
      expect(res.statusCode).toBe(201);
    }
    expect((await signup(t.app, 'proxied5@example.com', PROXY, '9.9.9.9, 198.51.100.1')).statusCode).toBe(429);
    // Another client through the same proxy, and one through two listed proxies, have quotas of their own.
    expect((await signup(t.app, 'proxied6@example.com', PROXY, '198.51.100.2')).statusCode).toBe(201);
    expect(
      (await signup(t.app, 'proxied7@example.com', PROXY, '198.51.100.1, 198.51.100.3, 10.1.2.3')).statusCode,
    ).toBe(201);

    await signUp(t.app, 'proxied-target@example.com');
    await signUp(t.app, 'proxied-other@example.com');
    for (let i = 0; i < 3; i++)
      expect(
        (await login(t.app, 'proxied-target@example.com', `wrong-${i}`, PROXY, `x${i}, 198.51.102.1`)).statusCode,
      ).toBe(400);
    // That client's address has used up its failures, whichever account it tries next...
    expect((await login(t.app, 'proxied-other@example.com', STRONG_PASSWORD, PROXY, '198.51.102.1')).statusCode).toBe(
      429,
    );
    // ...while another client behind the same proxy signs in to that account.
    expect((await login(t.app, 'proxied-other@example.com', STRONG_PASSWORD, PROXY, '198.51.102.2')).statusCode).toBe(
      200,
    );
  });
});

describe('with a hop count of 1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTRY_TRUST_PROXY: '1' }, addressQuotas: { signup: 5 } });
  });
  afterAll(() => t.close());

  it('believes only the entry the proxy in front appended, not what the client wrote before it', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signup(t.app, `hop${i}@example.com`, PROXY, `198.51.100.${i}, 198.51.100.50`)).statusCode).toBe(
        201,
      );
    expect((await signup(t.app, 'hop5@example.com', PROXY, '198.51.100.9, 198.51.100.50')).statusCode).toBe(429);
    expect((await signup(t.app, 'hop6@example.com', PROXY, '198.51.100.51')).statusCode).toBe(201);
    // What a hop count cannot tell: a client reaching the server directly is taken for the proxy (README).
    expect((await signup(t.app, 'hop7@example.com', '203.0.113.9', '198.51.100.52')).statusCode).toBe(201);
    expect((await signup(t.app, 'hop8@example.com', '203.0.113.9', '198.51.100.52')).statusCode).toBe(201);
  });
});
