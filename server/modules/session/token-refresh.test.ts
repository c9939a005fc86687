import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { MAX_SESSION_AGE_SECONDS, SESSION_AT_MAXIMUM_AGE, TOKEN_LIFETIME_SECONDS } from './service';

// POST /registry/token-refresh (DECISIONS §3): an active session is renewed with the same orig_iat,
// never past the session's maximum age, and never for a session that has ended.
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const refresh = (token: string | undefined, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registry/token-refresh',
    payload: payload as object,
    headers: token ? { authorization: `JWT ${token}` } : {},
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${token}` } });
const claims = (token: string) => decodeJwt(token) as { exp: number; orig_iat: number; user_id: number };

describe('POST /registry/token-refresh', () => {
  it('answers a fresh token of the same session that lives a full lifetime from now', async () => {
    const { id, token } = await signUp(t.app, 'refresh.fresh@example.com');
    clock += 55 * 60 * 1000;
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ token: string }>().token;
    expect(claims(renewed).user_id).toBe(id);
    expect(claims(renewed).orig_iat).toBe(claims(token).orig_iat);
    expect(claims(renewed).exp).toBe(Math.floor(clock / 1000) + TOKEN_LIFETIME_SECONDS);
    // The old token would have ended 5 minutes from now; the renewed one still works after that.
    clock += 10 * 60 * 1000;
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it('checks the body against the contract: not an object is refused, a field cannot move the session start', async () => {
    const { token } = await signUp(t.app, 'refresh.body@example.com');
    expect((await refresh(token, [1])).statusCode).toBe(400);
    const extra = await refresh(token, { orig_iat: 1, exp: 9999999999 });
    expect(extra.statusCode).toBe(200);
    const renewed = claims(extra.json<{ token: string }>().token);
    expect(renewed.orig_iat).toBe(claims(token).orig_iat);
    expect(renewed.exp).toBe(Math.floor(clock / 1000) + TOKEN_LIFETIME_SECONDS);
    expect((await refresh(undefined)).statusCode).toBe(401);
  });

  it('refuses an expired token: an ended session is not renewed', async () => {
    const { token } = await signUp(t.app, 'refresh.expired@example.com');
    clock += (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses a session ended by a password change elsewhere', async () => {
    const { token, headers } = await signUp(t.app, 'refresh.revoked@example.com');
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: 'refresh.revoked@example.com', password: STRONG_PASSWORD },
      })
    ).json<{ token: string }>().token;
    const next = 'N3w-Password!';
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/registry/change_password',
      payload: { old_password: STRONG_PASSWORD, new_password: next, new_password_confirm: next },
      headers,
    });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await refresh(changed.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('refuses a withdrawn participant', async () => {
    const { id, token, headers } = await signUp(t.app, 'refresh.withdrawn@example.com');
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/registry/participant-withdraw/${id}`,
      payload: { other: true, reason: 'moving' },
      headers,
    });
    expect(withdrawn.statusCode).toBeLessThan(300);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('renews up to the maximum session age, then answers 403 with the reason', async () => {
    const start = clock;
    let { token } = await signUp(t.app, 'refresh.cap@example.com');
    const cap = claims(token).orig_iat + MAX_SESSION_AGE_SECONDS;
    // Renewed every 55 minutes while the participant is active.
    let renewals = 0;
    while (claims(token).exp < cap) {
      clock += 55 * 60 * 1000;
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json<{ token: string }>().token;
      renewals += 1;
    }
    expect(renewals).toBe(Math.ceil((MAX_SESSION_AGE_SECONDS - TOKEN_LIFETIME_SECONDS) / (55 * 60)));
    // The last token ends exactly at the cap, less than a full lifetime after it was issued.
    expect(claims(token).exp).toBe(cap);
    clock += 60 * 1000;
    const refused = await refresh(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SESSION_AT_MAXIMUM_AGE });
    expect((await me(token)).statusCode).toBe(200);
    clock = start + (MAX_SESSION_AGE_SECONDS + 1) * 1000;
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('a shortened token lifetime (tests)', () => {
  it('is read from REGISTRY_DEV_TOKEN_SECONDS only on a development server (outbox on)', async () => {
    const dev = await createTestApp({ env: { REGISTRY_DEV_TOKEN_SECONDS: '90' } });
    const prodLike = await createTestApp({ devOutbox: false, env: { REGISTRY_DEV_TOKEN_SECONDS: '90' } });
    try {
      const short = claims((await signUp(dev.app, 'short.dev@example.com')).token);
      expect(short.exp - short.orig_iat).toBe(90);
      const full = claims((await signUp(prodLike.app, 'short.prod@example.com')).token);
      expect(full.exp - full.orig_iat).toBe(TOKEN_LIFETIME_SECONDS);
    } finally {
      await dev.close();
      await prodLike.close();
    }
  });
});
