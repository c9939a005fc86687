import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { insertFixtureStudy } from '../testing/studies-fixture';

// Every route that takes a participant id: 401 without a valid token, 403 for another participant.
let t: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let myUserStudy: number;

beforeAll(async () => {
  t = await createTestApp();
  await insertFixtureStudy(t.db);
  me = await signUp(t.app, 'owner@example.com');
  other = await signUp(t.app, 'other@example.com');
  [{ id: myUserStudy }] = await t.db.query<{ id: number }>('select id from user_studies where participant_id = $1', [me.id]);
});
afterAll(() => t.close());

type Route = [method: 'GET' | 'POST' | 'PATCH', path: (id: number, us: number) => string, body?: object];
const SETUP_BODY = { id: 1, profile_type: 'adult' };
const ROUTES: Route[] = [
  ['PATCH', (id) => `/api/registry/participant/${id}`, { first_name: 'Eve' }],
  ['GET', (id) => `/api/registry/participant/${id}/child-info`],
  ['PATCH', (id) => `/api/registry/participant/${id}/child-info`, { child_first_name: 'Eve' }],
  ['GET', (id) => `/api/registry/participant/${id}/household-info`],
  ['PATCH', (id) => `/api/registry/participant/${id}/household-info`, { city: 'Boston' }],
  ['GET', (id) => `/api/registry/participant/${id}/notification-settings`],
  ['PATCH', (id) => `/api/registry/participant/${id}/notification-settings`, { sms_opted_out: true }],
  ['GET', (id) => `/api/registry/participant/${id}/notifications`],
  ['GET', (id) => `/api/participant/${id}/sms_consent`],
  ['GET', (id) => `/api/registry/participant/${id}/sms_consent`],
  ['POST', (id) => `/api/registry/participant/${id}/sms_consent`, { status: 'skipped' }],
  ['POST', (id) => `/api/registry/participant/${id}/reconsent/reassign_account`, { child_email: 'kid@example.com' }],
  ['POST', (id) => `/api/registry/participant/${id}/reconsent/complete`, {}],
  ['POST', (id) => `/api/registry/participant/${id}/profile_setup`, SETUP_BODY],
  ['POST', (id) => `/api/registry/participant-withdraw/${id}`, { other: true, reason: 'x' }],
  ['GET', (id) => `/api/participant/${id}/user-studies`],
  ['GET', (id) => `/api/participant/${id}/achievements`],
  ['GET', (id) => `/api/participant/${id}/missed-opportunities`],
  ['PATCH', (id) => `/api/participant/${id}/missed-opportunities`, { notified: true }],
  ['PATCH', (id, us) => `/api/participant/${id}/user_study/${us}/viewed`, {}],
  ['POST', (id, us) => `/api/participants/${id}/user-studies/${us}/screening_reattempt`, {}],
  ['GET', (id, us) => `/api/participants/${id}/user-studies/${us}/procedures/screening/answers_doc?document_format=pdf`],
];

describe.each(ROUTES)('%s %s', (method, path, body) => {
  it('answers 401 without a token and with an expired one', async () => {
    const url = path(me.id, myUserStudy);
    expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
    const expired = await t.app.registry.tokens.issue({ user_id: me.id, account_status: 'regular' });
    const [h, , s] = expired.split('.');
    const payload = Buffer.from(JSON.stringify({ user_id: me.id, account_status: 'regular', privileges: [], orig_iat: 1, iat: 1, exp: 2 })).toString('base64url');
    expect((await t.app.inject({ method, url, payload: body, headers: { authorization: `JWT ${h}.${payload}.${s}` } })).statusCode).toBe(401);
  });

  it("answers 403 for another participant's id even with a bad body", async () => {
    if (!body) return;
    const res = await t.app.inject({ method, url: path(other.id, myUserStudy), payload: { first_name: 42, status: 'x', notified: 'x', other: 'x' }, headers: me.headers });
    expect(res.statusCode).toBe(403);
  });

  it("answers 403 for another participant's id and changes nothing", async () => {
    const before = await t.db.query('select * from participants where id = $1', [other.id]);
    const res = await t.app.inject({ method, url: path(other.id, myUserStudy), payload: body, headers: me.headers });
    expect(res.statusCode).toBe(403);
    expect(await t.db.query('select * from participants where id = $1', [other.id])).toEqual(before);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await t.app.inject({ method, url: path(me.id, myUserStudy).replace(`/${me.id}`, '/abc'), payload: body, headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('id');
  });
});

describe('tokens', () => {
  it('refuses a token signed with another secret (401)', async () => {
    const foreign = await createTestApp({ jwtSecret: 'another-secret', db: undefined, seed: false });
    const token = await foreign.app.registry.tokens.issue({ user_id: me.id, account_status: 'regular' });
    await foreign.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${token}` } })).statusCode).toBe(401);
  });

  it('accepts JWT and Bearer schemes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `Bearer ${me.token}` } })).statusCode).toBe(200);
  });
});

describe('security headers and CORS', () => {
  it('answers preflight only for an allowed partner origin', async () => {
    const ok = await t.app.inject({ method: 'OPTIONS', url: '/api/registry/login', headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    const denied = await t.app.inject({ method: 'OPTIONS', url: '/api/registry/login', headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/meta/version', headers: { origin: 'https://evil.example.net' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends X-TR-VERSION and nosniff on every answer, errors included', async () => {
    for (const url of ['/api/meta/version', '/api/registry/me', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-tr-version']).toBe('0.1.0');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

// Issue 11: a path id is a strict positive integer below 2^31, judged on the raw text before any
// other check but authentication; `7.0`, `+7` and `0x7` once slipped past the ownership check.
describe.each(ROUTES)('path ids of %s %s', (method, path, body) => {
  const forms = () => [`${other.id}.0`, `+${other.id}`, `0x${other.id.toString(16)}`, '2147483648'];
  it('answers 400 naming the id for 7.0, +7, 0x7 and 2^31 forms', async () => {
    for (const bad of forms()) {
      const url = path(me.id, myUserStudy).replace(`/${me.id}`, `/${bad}`);
      const res = await t.app.inject({ method, url, payload: body, headers: me.headers });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json(), bad).toHaveProperty('id');
    }
  });
});

// Issue 11: the restricted privileges of DECISIONS §3 are enforced by the server, not only by the
// browser: such a token may not list the dashboard, take study steps or change the sign-in e-mail.
describe.each(['child_profile', 'reconsent', 'assent'] as const)('a token carrying registry:%s', (privilege) => {
  const state = { child_profile: 'reconsent_pending', reconsent: 'reconsent', assent: 'assent' } as const;
  let pending: Awaited<ReturnType<typeof signUp>>;
  let pendingUserStudy: number;
  beforeAll(async () => {
    pending = await signUp(t.app, `pending-${privilege}@example.com`);
    [{ id: pendingUserStudy }] = await t.db.query<{ id: number }>('select id from user_studies where participant_id = $1', [pending.id]);
  });
  const restricted = async () => {
    const token = await t.app.registry.tokens.issue({ user_id: pending.id, account_status: state[privilege] });
    return { authorization: `JWT ${token}` };
  };

  it('is refused (403) the dashboard lists and the study steps', async () => {
    const headers = await restricted();
    const calls: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', `/api/participant/${pending.id}/user-studies`],
      ['GET', `/api/participant/${pending.id}/achievements`],
      ['GET', `/api/participant/${pending.id}/missed-opportunities`],
      ['GET', `/api/participant/${pending.id}/user-studies/${pendingUserStudy}/user-procedures`],
      ['POST', `/api/participant/${pending.id}/user-studies/${pendingUserStudy}/user-procedures`, { procedure_id: 'screening' }],
      ['GET', `/api/studies/1/procedures`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, payload, headers });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
  });

  it.skipIf(privilege === 'reconsent')('may not change the sign-in e-mail (403)', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/registry/participant/${pending.id}`, payload: { email: `taken-over-${privilege}@example.com` }, headers: await restricted() });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.query<{ email: string }>('select email from participants where id = $1', [pending.id]);
    expect(row.email).toBe(`pending-${privilege}@example.com`);
  });

  it('may still read its own profile (GET /registry/me)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: await restricted() })).statusCode).toBe(200);
  });
});
