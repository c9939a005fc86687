import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { MAX_SESSION_AGE_SECONDS } from './service';

// A token ends with the password it was issued under, and no session renews forever.
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w-Password!';
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/registry${url}`, payload, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${token}` } });
const change = (headers: Record<string, string>, old_password = STRONG_PASSWORD, next = NEW_PASSWORD) =>
  post('/change_password', { old_password, new_password: next, new_password_confirm: next }, headers);

async function resetLinkToken(email: string) {
  await post('/reset_password', { email });
  return new URL((await outbox(t.app, email))[0].link!).searchParams.get('token')!;
}

describe('token version', () => {
  it('ends every earlier token on a password reset', async () => {
    const { token } = await signUp(t.app, 'tv.reset@example.com');
    const link = await resetLinkToken('tv.reset@example.com');
    await post('/create_new_password', { token: link, new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends earlier tokens and open reset links on a password change; the answer carries a working token', async () => {
    const { token, headers } = await signUp(t.app, 'tv.change@example.com');
    const other = (await post('/login', { email: 'tv.change@example.com', password: STRONG_PASSWORD })).json().token;
    const link = await resetLinkToken('tv.change@example.com');
    const res = await change(headers);
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post('/check-reset-password-token', { token: link })).statusCode).toBe(400);
  });

  it('ends earlier tokens on withdrawal (the version moves too)', async () => {
    const { id, headers } = await signUp(t.app, 'tv.withdraw@example.com');
    const [{ token_version: before }] = await t.db.query<{ token_version: number }>(
      'select token_version from participants where id = $1',
      [id],
    );
    await post(`/participant-withdraw/${id}`, { other: true, reason: 'moving' }, headers);
    const [{ token_version: after }] = await t.db.query<{ token_version: number }>(
      'select token_version from participants where id = $1',
      [id],
    );
    expect(after).toBe(before + 1);
  });
});

describe('maximum session age', () => {
  it('stops renewing at the maximum age from orig_iat and then refuses the token', async () => {
    const start = clock;
    let { token } = await signUp(t.app, 'tv.age@example.com');
    let password = STRONG_PASSWORD;
    // Renewed every 50 minutes (a password change answers a fresh token) until past the maximum age.
    while (clock - start < (MAX_SESSION_AGE_SECONDS - 30 * 60) * 1000) {
      clock += 50 * 60 * 1000;
      const next = password === STRONG_PASSWORD ? NEW_PASSWORD : STRONG_PASSWORD;
      const renewed = await change({ authorization: `JWT ${token}` }, password, next);
      expect(renewed.statusCode).toBe(200);
      ({ token } = renewed.json());
      password = next;
    }
    const claims = decodeJwt(token);
    expect(claims.exp! - (claims.orig_iat as number)).toBeLessThanOrEqual(MAX_SESSION_AGE_SECONDS);
    clock = start + (MAX_SESSION_AGE_SECONDS + 1) * 1000;
    expect((await me(token)).statusCode).toBe(401);
  });
});
