import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { RESET_LINK_INVALID } from '../accounts/service';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { RESET_SENT, WRONG_OLD_PASSWORD } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://registry.example.org' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/registry${url}`, payload, headers });
const login = (email: string, password: string) => post('/login', { email, password });
const NEW_PASSWORD = 'N3w-Password!';

describe('password reset', () => {
  it('sends a link, checks its token, sets the new password once', async () => {
    await signUp(t.app, 'forgot@example.com');
    expect((await post('/reset_password', { email: 'Forgot@example.com' })).json()).toEqual({ detail: RESET_SENT });
    const [message] = await outbox(t.app, 'forgot@example.com');
    expect(message.kind).toBe('password_reset');
    expect(message.link).toMatch(/^https:\/\/registry\.example\.org\/auth\/reset-password\?token=/);
    const token = new URL(message.link!).searchParams.get('token')!;
    expect((await post('/check-reset-password-token', { token })).statusCode).toBe(200);

    const weak = await post('/create_new_password', { token, new_password: 'weak', new_password_confirm: 'other' });
    expect(weak.json()).toEqual({
      new_password: [expect.stringMatching(/^Password must be a minimum of eight/)],
      new_password_confirm: ['Password confirmation does not match'],
    });
    expect(
      (await post('/create_new_password', { token, new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await login('forgot@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('forgot@example.com', STRONG_PASSWORD)).statusCode).toBe(400);
    // Used up.
    expect((await post('/check-reset-password-token', { token })).json()).toEqual({ token: [RESET_LINK_INVALID] });
    expect(
      (await post('/create_new_password', { token, new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect((await post('/reset_password', { email: 'nobody@example.com' })).json()).toEqual({ detail: RESET_SENT });
    expect(await outbox(t.app, 'nobody@example.com')).toEqual([]);
  });

  it('refuses an unknown or expired token and a missing one', async () => {
    expect((await post('/check-reset-password-token', { token: 'made-up' })).statusCode).toBe(400);
    await signUp(t.app, 'expired@example.com');
    await post('/reset_password', { email: 'expired@example.com' });
    const token = new URL((await outbox(t.app, 'expired@example.com'))[0].link!).searchParams.get('token')!;
    await t.db.query("update password_reset_tokens set expires_at = now() - interval '1 second'");
    expect((await post('/check-reset-password-token', { token })).statusCode).toBe(400);
    expect((await post('/check-reset-password-token', {})).json()).toEqual({ token: ['This field is required.'] });
  });
});

describe('POST /registry/change_password', () => {
  it('changes the password and answers a fresh token keeping orig_iat', async () => {
    const me = await signUp(t.app, 'change@example.com');
    const res = await post(
      '/change_password',
      {
        username: 'change@example.com',
        old_password: STRONG_PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirm: NEW_PASSWORD,
      },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token)).toMatchObject({ user_id: me.id, orig_iat: decodeJwt(me.token).orig_iat });
    expect((await login('change@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      { old_password: 'Wrong-pass1!', new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD },
      { old_password: [WRONG_OLD_PASSWORD] },
    ],
    [{ new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD }, { old_password: ['This field is required.'] }],
    [
      { old_password: STRONG_PASSWORD, new_password: STRONG_PASSWORD, new_password_confirm: STRONG_PASSWORD },
      { new_password: ['New password cannot be the same as the current password'] },
    ],
    [
      { old_password: STRONG_PASSWORD, new_password: NEW_PASSWORD, new_password_confirm: 'x' },
      { new_password_confirm: ['Password confirmation does not match'] },
    ],
    [
      { old_password: STRONG_PASSWORD },
      { new_password: ['This field is required.'], new_password_confirm: ['This field is required.'] },
    ],
  ])('answers 400 for %j', async (body, errors) => {
    const me = await signUp(t.app, `c${Math.random().toString(36).slice(2)}@example.com`);
    const res = await post('/change_password', body, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await post('/change_password', { new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD })).statusCode,
    ).toBe(401);
  });
});
