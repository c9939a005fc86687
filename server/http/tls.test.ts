import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import http2 from 'node:http2';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { selfSignedCertificate, type SelfSignedCertificate } from '../testing/self-signed-certificate';
import { HTTP2_LIMITS, tlsServerOptions } from './tls';

// The server's certificate is an RSA one: with it a server could also agree on a suite without
// forward secrecy (RSA key exchange), which the suites test below needs to see refused.
const dir = mkdtempSync(join(tmpdir(), 'registry-tls-'));
const certificate = selfSignedCertificate(dir, 'rsa');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TLS settings', () => {
  it('are off when neither file is named', () => {
    expect(tlsServerOptions({})).toBeUndefined();
    expect(tlsServerOptions({ REGISTRY_TLS_CERT: ' ', REGISTRY_TLS_KEY: '' })).toBeUndefined();
  });

  it('refuse to start with only one of the two files', () => {
    expect(() => tlsServerOptions({ REGISTRY_TLS_CERT: '/tmp/cert.pem' })).toThrow(
      'HTTPS needs both REGISTRY_TLS_CERT and REGISTRY_TLS_KEY',
    );
    expect(() => tlsServerOptions({ REGISTRY_TLS_KEY: '/tmp/key.pem' })).toThrow('only one is set');
  });

  it('name the file that cannot be read', () => {
    expect(() =>
      tlsServerOptions({ REGISTRY_TLS_CERT: join(dir, 'missing.pem'), REGISTRY_TLS_KEY: join(dir, 'missing.pem') }),
    ).toThrow(`REGISTRY_TLS_CERT (${join(dir, 'missing.pem')}) cannot be read: ENOENT`);
  });
});

describe.skipIf(!certificate)('a server with a certificate', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    const { certPath, keyPath } = certificate as SelfSignedCertificate;
    t = await createTestApp({ env: { REGISTRY_TLS_CERT: certPath, REGISTRY_TLS_KEY: keyPath } });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t?.close());

  it('listens on HTTPS', () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers over HTTP/2, bodies and refusals included', async () => {
    const session = http2.connect(origin, { ca: certificate!.cert });
    try {
      const version = await h2Request(session, 'GET', '/api/meta/version');
      expect(session.alpnProtocol).toBe('h2');
      expect(version.status).toBe(200);
      const login = await h2Request(session, 'POST', '/api/registry/login', {
        email: 'nobody@example.org',
        password: 'x',
      });
      // The same refusal as the same body sent in process: the JSON body was read over HTTP/2.
      const same = await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: 'nobody@example.org', password: 'x' },
      });
      expect(login.status).toBe(400);
      expect(JSON.parse(login.body)).toEqual(same.json());
    } finally {
      session.close();
    }
  });

  it('refuses a TLS 1.2 client that offers only a suite without forward secrecy or AEAD', async () => {
    for (const ciphers of ['AES128-SHA', 'AES256-GCM-SHA384', 'ECDHE-RSA-AES128-SHA', 'ECDHE-RSA-AES128-SHA256'])
      expect(await handshake(origin, { ciphers, maxVersion: 'TLSv1.2' }), ciphers).toMatchObject({ refused: true });
  });

  it('agrees on TLS 1.3, and on TLS 1.2 with ECDHE and an AEAD suite', async () => {
    expect(await handshake(origin, {})).toMatchObject({ protocol: 'TLSv1.3' });
    expect(await handshake(origin, { maxVersion: 'TLSv1.2' })).toMatchObject({
      protocol: 'TLSv1.2',
      cipher: expect.stringMatching(/^ECDHE-RSA-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/),
    });
  });

  it('advertises its HTTP/2 limits: concurrent streams and header list size', async () => {
    const session = http2.connect(origin, { ca: certificate!.cert });
    try {
      const settings = await new Promise<http2.Settings>((resolve, reject) => {
        session.once('remoteSettings', resolve);
        session.once('error', reject);
      });
      expect(settings.maxConcurrentStreams).toBe(HTTP2_LIMITS.maxConcurrentStreams);
      expect(settings.maxHeaderListSize).toBe(HTTP2_LIMITS.maxHeaderListSize);
      expect(HTTP2_LIMITS.maxConcurrentStreams).toBeGreaterThanOrEqual(100);
    } finally {
      session.close();
    }
  });

  it('sends no Strict-Transport-Security in development (the browser would refuse plain HTTP to the host)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta/version' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('still answers HTTP/1.1 over TLS, for clients without HTTP/2', async () => {
    const { status, protocol } = await new Promise<{ status: number; protocol: string }>((resolve, reject) => {
      const req = https.get(`${origin}/api/meta/version`, { ca: certificate!.cert }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, protocol: res.httpVersion });
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    expect(protocol).toBe('1.1');
  });
});

describe.skipIf(!certificate)('a production server with a certificate', () => {
  it('asks browsers for HTTPS only, for a year', async () => {
    const { certPath, keyPath } = certificate as SelfSignedCertificate;
    const env = { REGISTRY_TLS_CERT: certPath, REGISTRY_TLS_KEY: keyPath, REGISTRY_DELIVERY: 'off' };
    const t = await createTestApp({
      env,
      environment: 'prod',
      publicUrl: 'https://registry.example.org',
      devOutbox: false,
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/meta/version' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await t.close();
    }
  });

  it('leaves it to the proxy that ends TLS when the server speaks plain HTTP', async () => {
    const t = await createTestApp({
      env: { REGISTRY_DELIVERY: 'off' },
      environment: 'prod',
      publicUrl: 'https://registry.example.org',
      devOutbox: false,
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/meta/version' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

/** A TLS handshake with the server: what it agreed on, or that it refused. */
function handshake(origin: string, options: tls.ConnectionOptions) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ refused: true } | { protocol: string | null; cipher: string }>((resolve) => {
    const socket = tls.connect({ host: hostname, port: Number(port), ca: certificate!.cert, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name });
      socket.end();
    });
    socket.once('error', () => resolve({ refused: true }));
  });
}

function h2Request(session: http2.ClientHttp2Session, method: string, path: string, body?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers = { ':method': method, ':path': path, ...(body ? { 'content-type': 'application/json' } : {}) };
    const stream = session.request(headers);
    let status = 0;
    let text = '';
    stream.on('response', (h) => (status = Number(h[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve({ status, body: text }));
    stream.on('error', reject);
    stream.end(body ? JSON.stringify(body) : undefined);
  });
}
