import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { EMAIL_TAKEN_MESSAGE } from '../accounts/service';
import { DEMO_ACCOUNTS, DEMO_INVITATION } from '../accounts/service';
import { createTestApp, outbox, registration, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { BAD_CREDENTIALS, INVALID_INVITATION } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress });

describe('POST /registry/signup', () => {
  it('creates the participant, answers id and a token, and records the registered achievement', async () => {
    const res = await post('/registry/signup', registration('New.Person@Example.com', { unknown_field: 'dropped' }));
    expect(res.statusCode).toBe(201);
    const { id, access_token } = res.json();
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({ user_id: id, account_status: 'regular', privileges: [{ id: 'registry:user' }] });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims.orig_iat).toBe(claims.iat);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${access_token}` },
    });
    expect(me.json()).toMatchObject({
      id,
      email: 'new.person@example.com',
      profile_type: 'adult',
      source: 'registry',
      state: 'regular',
      account_status: 'active',
    });
    expect(me.json()).not.toHaveProperty('unknown_field');
    const achievements = await t.app.inject({
      method: 'GET',
      url: `/api/participant/${id}/achievements`,
      headers: { authorization: `JWT ${access_token}` },
    });
    expect(achievements.json().map((a: { code: string }) => a.code)).toEqual(['registered']);
  });

  it("answers the achievements' titles in the participant's language", async () => {
    const res = await post('/registry/signup', registration('logros@example.com', { preferred_language: 'es' }));
    const { id, access_token } = res.json();
    const list = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/participant/${id}/achievements`,
          headers: { authorization: `JWT ${access_token}`, 'accept-language': language },
        })
      ).json() as { code: string; title: string }[];
    expect(await list('es')).toEqual([expect.objectContaining({ code: 'registered', title: 'Registro completado' })]);
    // Signed in, the participant's language decides, whatever the page's.
    expect((await list('en'))[0].title).toBe('Registro completado');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${id}`,
      headers: { authorization: `JWT ${access_token}` },
      payload: { preferred_language: 'en' },
    });
    expect((await list('es'))[0].title).toBe('Registered');
  });

  it.each([
    ['weak password', { password: 'password' }, 'password'],
    ['missing first name', { first_name: undefined }, 'first_name'],
    ['bad email syntax', { email: 'not-an-email' }, 'email'],
    ['unknown profile type', { profile_type: 'alien' }, 'profile_type'],
    ['child without child names', { profile_type: 'child' }, 'child_first_name'],
    ['phone without country code', { phone: '5551234567' }, 'phone'],
  ])('answers 400 on %s', async (_label, extra, field) => {
    const res = await post('/registry/signup', registration('bad@example.com', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('uses the spec messages for the password rule and child names', async () => {
    const res = await post(
      '/registry/signup',
      registration('kid@example.com', { password: 'short', profile_type: 'child' }),
    );
    expect(res.json()).toMatchObject({
      password: [
        'Password must be a minimum of eight (8) characters in length, contain at least one uppercase character, one lowercase character, one digit and one special character',
      ],
      child_first_name: ['First name is required'],
      child_last_name: ['Last name is required'],
    });
  });

  it('answers 409 for an address already registered, in any case', async () => {
    await signUp(t.app, 'taken@example.com');
    const res = await post('/registry/signup', registration('TAKEN@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
  });

  it('takes no verdict from the client: a claimed duplicate with a new address registers, the claim kept as evidence', async () => {
    const guard = { client_id: 'guard-client', is_duplicate: true, risk_score: 0.99 };
    const res = await post('/registry/signup', registration('claimed.dup@example.com', { reg_guard_data: guard }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.query<{ reg_guard_data: unknown }>(
      'select reg_guard_data from participants where email = $1',
      ['claimed.dup@example.com'],
    );
    expect(row.reg_guard_data).toEqual(guard);
  });

  it('refuses an address already registered even when the client says it is not a duplicate', async () => {
    await signUp(t.app, 'real.dup@example.com');
    for (const reg_guard_data of [{ is_duplicate: false, risk_score: 0 }, undefined]) {
      const res = await post('/registry/signup', registration('Real.Dup@example.com', { reg_guard_data }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
    }
    const rows = await t.db.query('select id from participants where email = $1', ['real.dup@example.com']);
    expect(rows).toHaveLength(1);
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('non_field_errors');
  });
});

describe('POST /registry/jaeb_signup', () => {
  it('registers with the partner-network invitation once, as source jaeb', async () => {
    const payload = registration(DEMO_INVITATION.email, { jtoken: DEMO_INVITATION.jtoken });
    const res = await post('/registry/jaeb_signup', payload);
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${res.json().access_token}` },
    });
    expect(me.json().source).toBe('jaeb');
    const again = await post('/registry/jaeb_signup', { ...payload, email: 'other@example.com' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ jtoken: [INVALID_INVITATION] });
  });

  it('refuses an unknown jtoken and a missing one', async () => {
    expect((await post('/registry/jaeb_signup', registration('x1@example.com', { jtoken: 'nope' }))).json()).toEqual({
      jtoken: [INVALID_INVITATION],
    });
    const missing = await post('/registry/jaeb_signup', registration('x2@example.com'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('jtoken');
  });

  it('refuses an e-mail other than the invited one', async () => {
    await t.db.query("insert into invitations (jtoken, email) values ('inv-2', 'invited@example.com')");
    const res = await post('/registry/jaeb_signup', registration('someone@example.com', { jtoken: 'inv-2' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('email');
  });
});

describe('POST /registry/login', () => {
  const adult = DEMO_ACCOUNTS.find((a) => a.key === 'adult')!;

  it('signs a demo account in with a token, case-insensitively', async () => {
    const res = await post('/registry/login', {
      email: adult.email.toUpperCase(),
      password: adult.password,
      recaptcha_token: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token)).toMatchObject({ account_status: 'regular' });
  });

  it('answers 400 with a non-field error on a wrong password, and 400 on an empty body', async () => {
    const res = await post('/registry/login', { email: adult.email, password: 'Wrong-1!' }, {}, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [BAD_CREDENTIALS] });
    const empty = await post('/registry/login', {});
    expect(empty.json()).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });

  it('answers 429 once an account has the limit of failures within 15 minutes, to failing and guessing addresses', async () => {
    await signUp(t.app, 'limited@example.com');
    for (let i = 0; i < 3; i += 1)
      expect(
        (await post('/registry/login', { email: 'limited@example.com', password: 'Nope-123!' }, {}, `10.1.0.${i}`))
          .statusCode,
      ).toBe(400);
    // A failing address is refused even with the right password; a clean one guessing wrong hears the lock.
    const blocked = await post(
      '/registry/login',
      { email: 'limited@example.com', password: STRONG_PASSWORD },
      {},
      '10.1.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many failed attempts/);
    const guess = await post(
      '/registry/login',
      { email: 'limited@example.com', password: 'Nope-456!' },
      {},
      '10.1.0.9',
    );
    expect(guess.statusCode).toBe(429);
  });

  it('answers 429 once an address has the limit of failures, for any account', async () => {
    for (let i = 0; i < 3; i += 1)
      await post('/registry/login', { email: `ghost${i}@example.com`, password: 'Nope-123!' }, {}, '10.2.0.1');
    expect(
      (await post('/registry/login', { email: adult.email, password: adult.password }, {}, '10.2.0.1')).statusCode,
    ).toBe(429);
    expect(
      (await post('/registry/login', { email: adult.email, password: adult.password }, {}, '10.2.0.2')).statusCode,
    ).toBe(200);
  });
});

describe('dual factor: POST /registry/otp', () => {
  // Its own server with the default limit: the file's low limit would block these tries.
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp();
  });
  afterAll(() => u.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    u.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers, remoteAddress });
  const secure = DEMO_ACCOUNTS.find((a) => a.dual_factor)!;
  const start = async (address: string) => {
    const res = await post('/registry/login', { email: secure.email, password: secure.password }, {}, address);
    expect(res.statusCode).toBe(200);
    const { otp_id } = res.json();
    expect(typeof otp_id).toBe('string');
    const [message] = await outbox(u.app, secure.email);
    expect(message).toMatchObject({ kind: 'otp_code', code: expect.stringMatching(/^\d{6}$/) });
    return { otp_id, code: message.code! };
  };

  it('exchanges the code for a token once', async () => {
    const { otp_id, code } = await start('10.3.0.1');
    const res = await post('/registry/otp', { otp_id, password: code }, {}, '10.3.0.1');
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token).user_id).toBeGreaterThan(0);
    expect((await post('/registry/otp', { otp_id, password: code }, {}, '10.3.0.1')).statusCode).toBe(400);
  });

  it("answers 'You entered the wrong code', then refuses after 5 attempts", async () => {
    const { otp_id, code } = await start('10.4.0.1');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/registry/otp', { otp_id, password: wrong }, {}, '10.4.0.1');
    expect(first.json()).toEqual({ password: ['You entered the wrong code'] });
    for (let i = 0; i < 4; i += 1) await post('/registry/otp', { otp_id, password: wrong }, {}, `10.4.1.${i}`);
    const late = await post('/registry/otp', { otp_id, password: code }, {}, '10.4.2.1');
    expect(late.statusCode).toBe(400);
    expect(late.json().password[0]).toMatch(/expired/);
  });

  it('refuses an expired code', async () => {
    const { otp_id, code } = await start('10.5.0.1');
    await u.db.query("update otp_codes set expires_at = now() - interval '1 minute' where id = $1", [otp_id]);
    expect((await post('/registry/otp', { otp_id, password: code }, {}, '10.5.0.1')).statusCode).toBe(400);
  });

  it('answers 400 for a missing code', async () => {
    expect((await post('/registry/otp', { otp_id: 'x' })).json()).toEqual({ password: ['This field is required.'] });
  });
});

describe('dual factor rate limit', () => {
  it('answers 429 after the limit of wrong codes for the account', async () => {
    const { id } = await signUp(t.app, 'otp-limit@example.com');
    await t.db.query('update participants set dual_factor = true where id = $1', [id]);
    const { otp_id } = (
      await post('/registry/login', { email: 'otp-limit@example.com', password: STRONG_PASSWORD }, {}, '10.6.0.1')
    ).json();
    const [{ code }] = await outbox(t.app, 'otp-limit@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1)
      expect((await post('/registry/otp', { otp_id, password: wrong }, {}, `10.6.1.${i}`)).statusCode).toBe(400);
    expect((await post('/registry/otp', { otp_id, password: code }, {}, '10.6.1.0')).statusCode).toBe(429);
  });
});

describe('GET /registry/me', () => {
  it('answers 401 without, with a tampered and with a foreign token', async () => {
    const { token } = await signUp(t.app, 'me@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/registry/me' })).statusCode).toBe(401);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), user_id: 1 })).toString('base64url');
    for (const bad of [`${h}.${forged}.${s}`, `${h}.${p}.${s.slice(0, -2)}xx`, 'garbage']) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${bad}` } }))
          .statusCode,
      ).toBe(401);
    }
  });
});
