import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, type TestApp } from '../testing/test-app';
import { devFeaturesNotice, DEV_FEATURES_REFUSED, isLoopback } from './dev-features';

// The development OpenID provider signs anyone in as any account and the open outbox
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

/** Every spelling of a development address the router takes to the same route. */
const SPELLINGS = [
  '/api/%64ev/outbox?to=adult@demo.example.org',
  '/%61pi/dev/outbox?to=adult@demo.example.org',
  '/api/de%76/outbox?to=adult@demo.example.org',
  '/%61%70%69/%64%65%76/%6f%75%74%62%6f%78?to=adult@demo.example.org',
  '/%64ev-external/relevant-id.js',
  '/dev-external/relevant-id%2ejs',
  '/%6fidc/.well-known/openid-configuration',
  '/oid%63/auth',
];
const FORWARDING = [
  { 'x-forwarded-for': '198.51.100.7' },
  { 'x-forwarded-host': 'registry.example.org' },
  { 'x-forwarded-proto': 'https' },
  { 'x-real-ip': '198.51.100.7' },
  { forwarded: 'for=198.51.100.7' },
  { via: '1.1 proxy' },
];
const LOCAL = [
  '/api/dev/outbox?to=adult@demo.example.org',
  '/dev-external/relevant-id.js',
  '/oidc/.well-known/openid-configuration',
];

describe('development features: checked on the route a request reaches, not on its spelling', () => {
  it.each(SPELLINGS)('%s answers 404 to a remote request (GET and HEAD)', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url, remoteAddress: REMOTE });
      expect(res.statusCode, method).toBe(404);
      expect(res.body).not.toContain('registryRelevantId');
      expect(res.body).not.toContain('issuer');
    }
  });

  it('a loopback request that a proxy passed on answers 404 on every development route', async () => {
    for (const url of LOCAL)
      for (const headers of FORWARDING) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
  });

  it('a plain loopback request still reaches each of them, spelt either way', async () => {
    for (const url of [...LOCAL, ...SPELLINGS.slice(0, 5)]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(200);
    }
  });

  // A real socket from this machine's own non-loopback address, so raw request lines (absolute
  // form, escapes) reach the server exactly as written.
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!lan)('over a socket from a non-loopback address every request line answers 404', async () => {
    const address = await t.app.listen({ host: lan, port: 0 });
    const port = Number(new URL(address).port);
    const lines = [
      'GET http://registry.example/api/dev/outbox?to=adult@demo.example.org HTTP/1.1',
      `GET http://${lan}:${port}/api/%64ev/outbox?to=adult@demo.example.org HTTP/1.1`,
      'GET /api/%64ev/outbox?to=adult@demo.example.org HTTP/1.1',
      'GET /%61pi/dev/outbox?to=adult@demo.example.org HTTP/1.1',
      'GET /%64ev-external/relevant-id.js HTTP/1.1',
      'GET http://registry.example/oidc/.well-known/openid-configuration HTTP/1.1',
    ];
    for (const line of lines) expect(await rawStatus(lan!, port, line), line).toBe(404);
  });
});

/** The status code of one raw HTTP/1.1 request line sent over a fresh socket. */
function rawStatus(host: string, port: number, requestLine: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () =>
      socket.write(`${requestLine}\r\nHost: registry.example\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])));
    socket.on('error', reject);
  });
}

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
    const prod = await createTestApp({
      devOutbox: false,
      env: {
        REGISTRY_ENVIRONMENT: 'prod',
        REGISTRY_PUBLIC_URL: 'https://registry.example.org',
        REGISTRY_DELIVERY: 'off',
      },
    });
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
