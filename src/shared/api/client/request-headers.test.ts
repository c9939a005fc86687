import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_REQUEST_HEADERS, REAUTH_HEADER } from '@contract';
import {
  isAllianceUrl,
  isApiUrl,
  requestHeaders,
  resolveUrl,
  splitAdminFlag,
  type SessionHeaderValues,
} from './request-headers';

const loggedOut: SessionHeaderValues = { token: null, userId: null, responseId: null, application: null };
const loggedIn: SessionHeaderValues = { token: 'tok', userId: 12, responseId: null, application: null };

describe('resolveUrl and isApiUrl', () => {
  it.each([
    ['/api', '/registry/me', '/api/registry/me'],
    ['/api/', 'registry/me', '/api/registry/me'],
    ['https://r.example.org/api', '/meta/version', 'https://r.example.org/api/meta/version'],
    ['/api', 'https://cdn.example.org/x.js', 'https://cdn.example.org/x.js'],
    ['/api', '//cdn.example.org/x.js', '//cdn.example.org/x.js'],
  ])('%s + %s = %s', (base, url, full) => {
    expect(resolveUrl(base, url)).toBe(full);
  });

  it.each([
    ['/api', '/api/registry/me', true],
    ['/api', 'https://evil.example.org/registry/me', false],
    ['https://r.example.org/api', 'https://r.example.org/api/registry/me', true],
    ['https://r.example.org/api', 'https://r.example.org/apix/registry/me', false],
    ['https://r.example.org/api', 'https://r.example.org.evil.io/api/x', false],
  ])('base %s: %s is an API address: %s', (base, url, expected) => {
    expect(isApiUrl(base, url)).toBe(expected);
  });

  it.each([
    ['/api/registry/login', true],
    ['/api/registry/participant/3/child-info', true],
    ['/api/participant/3/user-studies', false],
    ['/api/texts?next=/registry/', false],
  ])('%s is an alliance address: %s', (url, expected) => {
    expect(isAllianceUrl(url)).toBe(expected);
  });
});

describe('splitAdminFlag', () => {
  it('removes the flag from the body and reports it', () => {
    expect(splitAdminFlag({ email: 'a', adminRegister: true })).toEqual({ body: { email: 'a' }, adminRegister: true });
    expect(splitAdminFlag({ email: 'a', adminRegister: false })).toEqual({
      body: { email: 'a' },
      adminRegister: false,
    });
  });

  it.each([[undefined], [null], ['text'], [[1, 2]], [{ email: 'a' }]])('leaves %j alone', (body) => {
    expect(splitAdminFlag(body)).toEqual({ body, adminRegister: false });
  });
});

describe('requestHeaders', () => {
  const base = { fullUrl: '/api/participant/12/user-studies', apiUrl: true, auth: true, adminRegister: false };

  it('always sends the no-cache headers and the JSON content type', () => {
    expect(requestHeaders({ ...base, session: loggedOut })).toEqual({
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      Expires: '-1',
      'Content-type': 'application/json',
    });
  });

  it.each([
    ['logged out', loggedOut, base, {}],
    ['logged in', loggedIn, base, { Authorization: 'JWT tok', 'X-Client-ID': '12' }],
    ['logged in, auth off', loggedIn, { ...base, auth: false }, {}],
    ['token without user id', { ...loggedIn, userId: null }, base, { Authorization: 'JWT tok' }],
    ['response id stored', { ...loggedOut, responseId: '99' }, base, { 'X-Session-ID': '99' }],
    [
      'alliance, no application',
      loggedOut,
      { ...base, fullUrl: '/api/registry/login' },
      { 'X-application-name': 'registry' },
    ],
    [
      'alliance, qi',
      { ...loggedOut, application: 'qi' },
      { ...base, fullUrl: '/api/registry/login' },
      { 'X-application-name': 'qi' },
    ],
    [
      'alliance, admin register',
      { ...loggedOut, application: 'qi' },
      { ...base, fullUrl: '/api/registry/signup', adminRegister: true },
      { 'X-application-name': 'registry_admin' },
    ],
    [
      'foreign address',
      { ...loggedIn, responseId: '5' },
      { ...base, fullUrl: 'https://x.io/registry/a', apiUrl: false },
      {},
    ],
  ] as const)('%s', (_name, session, input, extra) => {
    const headers = requestHeaders({ ...input, session });
    const { 'Cache-Control': _c, Pragma: _p, Expires: _e, 'Content-type': _t, ...rest } = headers;
    expect(rest).toEqual(extra);
  });
});

describe('the headers the client sends are the ones the server allows from partner origins', () => {
  const allowed = new Set(CLIENT_REQUEST_HEADERS.map((h) => h.toLowerCase()));

  it('every header requestHeaders builds is in CLIENT_REQUEST_HEADERS', () => {
    const session = { token: 't', userId: 7, responseId: 'r', application: 'registry' as const };
    const built = requestHeaders({
      fullUrl: 'https://registry.example.org/api/registry/me',
      apiUrl: true,
      auth: true,
      adminRegister: false,
      session,
      hostLocale: 'es',
    });
    expect(built['X-Registry-Language']).toBe('es');
    for (const name of Object.keys(built)) expect(allowed, name).toContain(name.toLowerCase());
  });

  it('every extra header a call file passes is in CLIENT_REQUEST_HEADERS', () => {
    const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
    const files = readdirSync(resolve(root, 'features'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\/api\/[^/]+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => resolve(root, 'features', f));
    const passed = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/headers:[^{]*\{\s*\[?([\w'"-]+)\]?\s*:/g)].map((m) => m[1]),
    );
    expect(passed.length).toBeGreaterThan(0);
    const names = passed.map((name) => (name === 'REAUTH_HEADER' ? REAUTH_HEADER : name.replace(/['"]/g, '')));
    for (const name of names) expect(allowed, name).toContain(name.toLowerCase());
  });
});
