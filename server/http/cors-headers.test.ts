import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_REQUEST_HEADERS } from '@contract';
import { createTestApp } from '../testing/test-app';

// A partner page's gadget calls the API from another origin: the browser's preflight must allow
// every header the client sends, or the call never leaves the browser (a consent signature carries
// X-Reauth).
const t = await createTestApp();
afterAll(() => t.close());

const preflight = (origin: string, headers: readonly string[]) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/participant/1/user-studies/1/consents/1/sign',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers.map((h) => h.toLowerCase()).join(','),
    },
  });

describe('CORS preflight from a partner origin', () => {
  it('allows every header the client sends, X-Reauth included', async () => {
    const res = await preflight('https://partner.example.com', CLIENT_REQUEST_HEADERS);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    const allowed = String(res.headers['access-control-allow-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const header of CLIENT_REQUEST_HEADERS) expect(allowed).toContain(header.toLowerCase());
    expect(allowed).toContain('x-reauth');
  });

  it('gives an origin that is not allow-listed nothing', async () => {
    const res = await preflight('https://elsewhere.example.net', ['x-reauth']);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
