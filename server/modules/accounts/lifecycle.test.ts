import { EMAIL_WITHDRAWN_MESSAGE } from '@contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { createTestApp, outbox, signUp, STRONG_PASSWORD, type TestApp } from '../../testing/test-app';
import { CHILD_EMAIL_IS_OWN } from '@contract/account';
import { routes } from '@contract/routes';
import { BAD_CREDENTIALS, OAUTH_UNVERIFIED, WITHDRAWN_SIGN_IN } from '../session/service';
import { RECONSENT_DETAILS_FIRST } from './service';

const PROVIDER_SECRET = 'provider-shared-secret-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    oauthProviders: { t1d: { issuer: 'https://id.example.org', audience: 'registry-client', key: PROVIDER_SECRET } },
  });
});
afterAll(() => t.close());

const call = (
  who: { id: number; headers: Record<string, string> },
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) => t.app.inject({ method, url: path.replace('{id}', String(who.id)), payload, headers: who.headers });

describe('sms_consent', () => {
  it('is required until accepted with a phone, which turns SMS reminders on', async () => {
    const me = await signUp(t.app, 'sms@example.com');
    expect((await call(me, 'GET', '/api/participant/{id}/sms_consent')).json()).toEqual({ required: true });
    const bad = await call(me, 'POST', '/api/registry/participant/{id}/sms_consent', { status: 'accepted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('phone');
    expect(
      (
        await call(me, 'POST', '/api/registry/participant/{id}/sms_consent', {
          status: 'accepted',
          phone: '6175550100',
        })
      ).json(),
    ).toEqual({ phone: ['Missing country code'] });
    const ok = await call(me, 'POST', '/api/registry/participant/{id}/sms_consent', {
      status: 'accepted',
      phone: '+16175550100',
    });
    expect(ok.json()).toEqual({ required: false });
    expect((await call(me, 'GET', '/api/participant/{id}/sms_consent')).json()).toEqual({ required: false });
    const settings = (await call(me, 'GET', '/api/registry/participant/{id}/notification-settings')).json();
    expect(settings.reminders_ongoing_studies.sms_on).toBe(true);
    expect((await outbox(t.app, '+16175550100'))[0].kind).toBe('sms_consent');
  });

  it('is no longer required once skipped', async () => {
    const me = await signUp(t.app, 'skip@example.com');
    await call(me, 'POST', '/api/registry/participant/{id}/sms_consent', { status: 'skipped' });
    expect((await call(me, 'GET', '/api/participant/{id}/sms_consent')).json()).toEqual({ required: false });
    expect((await call(me, 'POST', '/api/registry/participant/{id}/sms_consent', { status: 'maybe' })).statusCode).toBe(
      400,
    );
  });
});

describe('re-consent', () => {
  it('hands a reconsent_pending account to the child, then completes re-consent (state transitions and tokens)', async () => {
    const parent = await signUp(t.app, 'handoff.parent@example.com', {
      profile_type: 'child',
      child_first_name: 'Kid',
      child_last_name: 'Doe',
    });
    // Not in the pending state yet: 409.
    expect(
      (
        await call(parent, 'POST', '/api/registry/participant/{id}/reconsent/reassign_account', {
          child_email: 'kid.doe@example.com',
        })
      ).statusCode,
    ).toBe(409);
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const pendingToken = (
      await t.app.inject({
        method: 'POST',
        url: '/api/registry/login',
        payload: { email: 'handoff.parent@example.com', password: STRONG_PASSWORD },
      })
    ).json().token;
    expect(decodeJwt(pendingToken).privileges).toEqual([
      expect.objectContaining({ id: 'registry:user' }),
      expect.objectContaining({ id: 'registry:child_profile' }),
    ]);
    const pending = { id: parent.id, headers: { authorization: `JWT ${pendingToken}` } };
    expect(
      (
        await call(pending, 'POST', '/api/registry/participant/{id}/reconsent/reassign_account', { child_email: 'bad' })
      ).json(),
    ).toEqual({ child_email: ['Email is not valid'] });
    // The parent's own address would leave the child without the account.
    const own = await call(pending, 'POST', '/api/registry/participant/{id}/reconsent/reassign_account', {
      child_email: 'Handoff.Parent@example.com',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ child_email: [CHILD_EMAIL_IS_OWN] });
    const res = await call(pending, 'POST', '/api/registry/participant/{id}/reconsent/reassign_account', {
      child_email: 'Kid.Doe@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'reconsent',
      email: 'kid.doe@example.com',
      child_email: 'kid.doe@example.com',
    });
    // One message of its own: what happened and the link to choose a password, on a page of its own
    // (not the generic reset e-mail, which tells a reader who did not ask to ignore it).
    const messages = await outbox(t.app, 'kid.doe@example.com');
    expect(messages.map((m) => m.kind)).toEqual(['child_handoff']);
    const [handoff] = messages;
    expect(handoff.subject).toBe('Your registry account is ready for you');
    expect(handoff.body).toMatch(/^Your parent or guardian set up your account in the registry/);
    expect(handoff.body).toContain(handoff.link);
    expect(handoff.body).not.toContain('If you did not ask for it');
    expect(new URL(handoff.link!).pathname).toBe('/auth/choose-password');

    // The hand-off takes the account from the parent: the old password no longer signs in (the
    // answer of any wrong password), and the parent's token is refused on every signed-in row.
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'kid.doe@example.com', password: STRONG_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(400);
    expect(oldPassword.json()).toEqual({ non_field_errors: [BAD_CREDENTIALS] });
    const signedInRows = t.app.registeredRoutes
      .filter((r) => r.endpoint && routes[r.endpoint].access !== 'public')
      .map((r) => ({ method: r.method, path: routes[r.endpoint!].path }));
    expect(signedInRows.length).toBeGreaterThan(30);
    for (const row of signedInRows) {
      const url = `/api${row.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'id' ? String(parent.id) : '1'))}`;
      const res = await t.app.inject({
        method: row.method as 'GET',
        url,
        headers: pending.headers,
        ...(row.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${row.method} ${row.path}`).toBe(401);
    }

    // Only the link sent to the child sets the password; the child then signs in to re-consent.
    const resetToken = new URL(handoff.link!).searchParams.get('token')!;
    // The link's page names the account it sets the password of (the sign-in it leads to is filled in).
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/registry/check-reset-password-token',
      payload: { token: resetToken },
    });
    expect(check.json()).toMatchObject({ email: 'kid.doe@example.com' });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/registry/create_new_password',
      payload: { token: resetToken, new_password: 'Kid-Own-Passw0rd!', new_password_confirm: 'Kid-Own-Passw0rd!' },
    });
    expect(set.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'kid.doe@example.com', password: 'Kid-Own-Passw0rd!' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(decodeJwt(signIn.json().token).privileges).toContainEqual(
      expect.objectContaining({ id: 'registry:reconsent' }),
    );
    const child = { id: parent.id, headers: { authorization: `JWT ${signIn.json().token as string}` } };
    expect((await call(child, 'GET', '/api/participant/{id}/achievements')).statusCode).toBe(403);
    expect((await call(child, 'GET', '/api/registry/me')).json()).toMatchObject({ reconsentPasswordRequired: false });

    // Re-consent ends only once its first step (the child's own details) is done.
    const unconfirmed = await call(child, 'POST', '/api/registry/participant/{id}/reconsent/complete');
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({ detail: RECONSENT_DETAILS_FIRST });
    expect((await t.db.query('select state from participants where id = $1', [parent.id]))[0]).toEqual({
      state: 'reconsent',
    });
    const details = await t.app.inject({
      method: 'PATCH',
      url: `/api/registry/participant/${parent.id}`,
      headers: child.headers,
      payload: { first_name: 'Kid', last_name: 'Doe', reconsentStep1Finished: true },
    });
    expect(details.statusCode).toBe(200);
    const complete = await call(child, 'POST', '/api/registry/participant/{id}/reconsent/complete');
    expect(complete.json()).toMatchObject({ state: 'regular' });
    const regularToken = complete.json().new_jwt_token as string;
    expect(decodeJwt(regularToken)).toMatchObject({
      account_status: 'regular',
      privileges: [{ id: 'registry:user', title: expect.any(String) }],
    });
    const regular = { id: parent.id, headers: { authorization: `JWT ${regularToken}` } };
    expect((await call(regular, 'POST', '/api/registry/participant/{id}/reconsent/complete')).statusCode).toBe(409);
    const codes = (await call(regular, 'GET', '/api/participant/{id}/achievements'))
      .json()
      .map((a: { code: string }) => a.code);
    expect(codes).toContain('reconsent');
  });

  it('answers 409 when the child address belongs to another account', async () => {
    await signUp(t.app, 'existing.kid@example.com');
    const parent = await signUp(t.app, 'p2@example.com');
    await t.db.query("update participants set state = 'reconsent_pending' where id = $1", [parent.id]);
    const res = await call(parent, 'POST', '/api/registry/participant/{id}/reconsent/reassign_account', {
      child_email: 'existing.kid@example.com',
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /registry/participant-withdraw/{id}', () => {
  it.each([
    [{}, { non_field_errors: ['Please select at least one reason for withdrawal.'] }],
    [{ other: true, reason: '  ' }, { reason: ['Please state your own reason for withdrawal.'] }],
    [{ other: 'yes' }, { other: ['Must be of type boolean.'] }],
  ])('answers 400 for %j', async (body, errors) => {
    const me = await signUp(t.app, `w${Math.random().toString(36).slice(2)}@example.com`);
    const res = await call(me, 'POST', '/api/registry/participant-withdraw/{id}', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('withdraws: only ticked reasons stored, confirmation in the outbox, sign-in and the old token refused', async () => {
    const me = await signUp(t.app, 'leaving@example.com');
    const res = await call(me, 'POST', '/api/registry/participant-withdraw/{id}', {
      receiving_too_many_emails: true,
      have_data_privacy_concerns: false,
      reason: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ account_status: string; withdrawal: unknown }>(
      'select account_status, withdrawal from participants where id = $1',
      [me.id],
    );
    expect(row).toEqual({ account_status: 'withdrawn', withdrawal: { receiving_too_many_emails: true } });
    expect((await outbox(t.app, 'leaving@example.com'))[0].kind).toBe('withdrawal_confirmation');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/registry/login',
      payload: { email: 'leaving@example.com', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ detail: WITHDRAWN_SIGN_IN });
    expect((await call(me, 'GET', '/api/registry/me')).statusCode).toBe(401);

    // Registering again with the address: the account is gone, so not "sign in or reset".
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/registry/signup',
      payload: {
        email: 'leaving@example.com',
        password: STRONG_PASSWORD,
        first_name: 'Lee',
        last_name: 'Leaving',
        profile_type: 'adult',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ email: [EMAIL_WITHDRAWN_MESSAGE] });
  });
});

describe('POST /registry/oauth/account', () => {
  const idToken = (claims: Record<string, unknown>, secret = PROVIDER_SECRET, audience = 'registry-client') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://id.example.org')
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));

  it('creates an account without a profile type on first sign-in, then signs the same identity in again', async () => {
    const token = await idToken({
      sub: 'ext-1',
      email: 'ext.user@example.com',
      given_name: 'Ext',
      family_name: 'User',
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider: 't1d', token },
    });
    expect(first.statusCode).toBe(200);
    const { user_id } = decodeJwt(first.json().token) as { user_id: number };
    const me = (
      await t.app.inject({
        method: 'GET',
        url: '/api/registry/me',
        headers: { authorization: `JWT ${first.json().token}` },
      })
    ).json();
    expect(me).toMatchObject({ id: user_id, auth_methods: ['oauth'], profile_type: null, first_name: 'Ext' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider: 't1d', token },
    });
    expect(decodeJwt(again.json().token).user_id).toBe(user_id);
  });

  it('links an existing native account with the same e-mail once the provider says it is verified', async () => {
    const native = await signUp(t.app, 'both@example.com');
    const unverified = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider: 't1d', token: await idToken({ sub: 'ext-2', email: 'both@example.com' }) },
    });
    expect(unverified.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: {
        provider: 't1d',
        token: await idToken({ sub: 'ext-2', email: 'both@example.com', email_verified: true }),
      },
    });
    expect(decodeJwt(res.json().token).user_id).toBe(native.id);
    const [row] = await t.db.query<{ auth_methods: string[] }>('select auth_methods from participants where id = $1', [
      native.id,
    ]);
    expect(row.auth_methods).toEqual(['native', 'oauth']);
  });

  it.each([
    [
      'a token signed with another key',
      () => idToken({ sub: 'x', email: 'x@example.com' }, 'wrong-secret-wrong-secret-wrong!!'),
      't1d',
    ],
    [
      'a token for another audience',
      () => idToken({ sub: 'x', email: 'x@example.com' }, PROVIDER_SECRET, 'someone-else'),
      't1d',
    ],
    ['an unknown provider', () => idToken({ sub: 'x', email: 'x@example.com' }), 'other'],
  ])('answers 400 for %s', async (_label, make, provider) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/oauth/account',
      payload: { provider, token: await make() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [OAUTH_UNVERIFIED] });
  });
});
