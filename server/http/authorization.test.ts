import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@contract/endpoints';
import type { EndpointName, PendingPrivilege } from '@contract/routes';
import { insertFixtureStudy } from '../testing/studies-fixture';
import { createTestApp, signUp } from '../testing/test-app';
import { PENDING_STEP_FIRST } from './participant-scope';
import { PATH_ID_MESSAGE } from './path-ids';

// Who may call what, for every route the server registered (not a hand-kept list: a new route
// cannot escape these checks). Own rows: 401 without a valid token, 403 for another participant's
// id even with a bad body, 400 for ids that are not strict positive integers below 2^31.
// Restricted tokens (DECISIONS §3): 403 on every row whose `pending` does not list the privilege.

const t = await createTestApp();
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Served {
  name: EndpointName;
  row: AnyEndpoint;
  method: Method;
}
const served: Served[] = t.app.registeredRoutes
  .filter((r) => r.endpoint)
  .map((r) => ({ name: r.endpoint!, row: endpoints[r.endpoint!] as AnyEndpoint, method: r.method as Method }));
const own = served.filter((s) => s.row.access === 'own');
const signedIn = served.filter((s) => s.row.access !== 'public');
const label = (s: Served) => `${s.method} ${s.row.path}`;

let me: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let myUserStudy: number;

const userStudyOf = async (participantId: number) =>
  (await t.db.query<{ id: number }>('select id from user_studies where participant_id = $1', [participantId]))[0].id;

beforeAll(async () => {
  await insertFixtureStudy(t.db);
  me = await signUp(t.app, 'owner@example.com');
  other = await signUp(t.app, 'other@example.com');
  myUserStudy = await userStudyOf(me.id);
});

/** The row's URL with plausible parameters; `overrides` replace some of them by raw text. */
function urlOf(s: Served, participantId: number, userStudyId: number, overrides: Record<string, string> = {}) {
  const sample = (name: string): string | number => {
    if (name in overrides) return overrides[name];
    if (name === 'id') return participantId;
    if (name === 'userStudyId') return userStudyId;
    if (name === 'procedureId') return 'screening';
    if (name === 'profileType') return 'adult';
    return 1;
  };
  // Raw text goes in unencoded, so `+7` reaches the server as typed.
  return `/api${s.row.path.replace(/:([A-Za-z]+)/g, (_, name: string) => String(sample(name)))}`;
}

/** Sends a request to a row: GET without a body, others with a JSON body no schema of the table accepts. */
function send(s: Served, url: string, headers: Record<string, string> = {}) {
  if (s.method === 'GET') return t.app.inject({ method: s.method, url, headers });
  return t.app.inject({
    method: s.method,
    url,
    payload: '42',
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

const idParams = (s: Served) => {
  const props = (s.row.params as { properties?: Record<string, { type?: string }> } | undefined)?.properties ?? {};
  return Object.keys(props).filter((n) => props[n].type === 'integer');
};

it('finds the rows to check among the registered routes', () => {
  expect(own.length).toBeGreaterThan(30);
  expect(signedIn.length).toBeGreaterThan(own.length);
});

describe.each(own.map((s) => [label(s), s] as const))('%s', (_label, s) => {
  it('answers 401 without a token and with an expired one', async () => {
    const url = urlOf(s, me.id, myUserStudy);
    expect((await send(s, url)).statusCode).toBe(401);
    const [h, , sig] = (
      await t.app.registry.tokens.issue({ user_id: me.id, account_status: 'regular', token_version: 0 })
    ).split('.');
    const claims = { user_id: me.id, account_status: 'regular', privileges: [], orig_iat: 1, iat: 1, exp: 2 };
    const expired = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    expect((await send(s, url, { authorization: `JWT ${expired}` })).statusCode).toBe(401);
    // Authentication comes first: a loose id does not tell a caller without a token anything.
    expect((await send(s, urlOf(s, me.id, myUserStudy, { id: '7.0' }))).statusCode).toBe(401);
  });

  it("answers 403 for another participant's id even with a bad body, and changes nothing", async () => {
    const before = await t.db.query('select * from participants where id = $1', [other.id]);
    const url = urlOf(s, other.id, await userStudyOf(other.id));
    const res = await send(s, url, me.headers);
    expect(res.statusCode, res.body).toBe(403);
    expect(await t.db.query('select * from participants where id = $1', [other.id])).toEqual(before);
  });

  it('answers 400 naming the id for 7.0, +7, 0x7 and 2^31 forms', async () => {
    for (const bad of [`${other.id}.0`, `+${other.id}`, `0x${other.id.toString(16)}`, '2147483648', 'abc']) {
      const res = await send(s, urlOf(s, me.id, myUserStudy, { id: bad }), me.headers);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json(), bad).toEqual({ id: [PATH_ID_MESSAGE] });
    }
  });
});

describe.each(signedIn.filter((s) => s.row.access === 'participant').map((s) => [label(s), s] as const))(
  '%s',
  (_label, s) => {
    it('answers 401 without a token', async () => {
      expect((await send(s, urlOf(s, me.id, myUserStudy))).statusCode).toBe(401);
    });
  },
);

const withOtherIds = signedIn.filter((s) => idParams(s).some((n) => n !== 'id'));
describe.each(withOtherIds.map((s) => [label(s), s] as const))('ids of %s', (_label, s) => {
  it('answers 400 for an id in another position that is not a strict id', async () => {
    for (const name of idParams(s).filter((n) => n !== 'id')) {
      const res = await send(s, urlOf(s, me.id, myUserStudy, { [name]: '1.0' }), me.headers);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ [name]: [PATH_ID_MESSAGE] });
    }
  });
});

// The restricted privileges of DECISIONS §3 are enforced by the server, not only by the
// browser: such a token may not list the dashboard, take study steps or change the sign-in e-mail.
const PRIVILEGES: readonly PendingPrivilege[] = ['child_profile', 'reconsent', 'assent'];
const STATE = { child_profile: 'reconsent_pending', reconsent: 'reconsent', assent: 'assent' } as const;

describe.each(PRIVILEGES)('a token carrying registry:%s', (privilege) => {
  let pending: Awaited<ReturnType<typeof signUp>>;
  let pendingUserStudy: number;
  beforeAll(async () => {
    pending = await signUp(t.app, `pending-${privilege}@example.com`);
    pendingUserStudy = await userStudyOf(pending.id);
  });
  const restricted = async () => {
    const token = await t.app.registry.tokens.issue({
      user_id: pending.id,
      account_status: STATE[privilege],
      token_version: 0,
    });
    return { authorization: `JWT ${token}` };
  };
  const call = async (s: Served) =>
    t.app.inject({ method: s.method, url: urlOf(s, pending.id, pendingUserStudy), headers: await restricted() });

  it('is refused (403) on every row that does not list it', async () => {
    const refused = signedIn.filter((s) => !(s.row.pending ?? []).includes(privilege));
    expect(refused.length).toBeGreaterThan(0);
    for (const s of refused) {
      const res = await call(s);
      expect(res.statusCode, `${label(s)}: ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ detail: PENDING_STEP_FIRST });
    }
  });

  it('passes the scope on the rows that list it', async () => {
    for (const s of signedIn.filter((x) => (x.row.pending ?? []).includes(privilege))) {
      const res = await call(s);
      expect(res.statusCode === 403 && res.json().detail === PENDING_STEP_FIRST, `${label(s)}: ${res.body}`).toBe(
        false,
      );
    }
  });

  it('is refused (403) the dashboard lists and the study steps', async () => {
    const headers = await restricted();
    const calls: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', `/api/participant/${pending.id}/user-studies`],
      ['GET', `/api/participant/${pending.id}/achievements`],
      ['GET', `/api/participant/${pending.id}/missed-opportunities`],
      ['GET', `/api/participant/${pending.id}/user-studies/${pendingUserStudy}/user-procedures`],
      [
        'POST',
        `/api/participant/${pending.id}/user-studies/${pendingUserStudy}/user-procedures`,
        { procedure_id: 'screening' },
      ],
      ['GET', `/api/studies/1/procedures`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, payload, headers });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
  });

  it.skipIf(privilege === 'reconsent')('may not change the sign-in e-mail (403)', async () => {
    const url = `/api/registry/participant/${pending.id}`;
    const payload = { email: `taken-over-${privilege}@example.com` };
    const res = await t.app.inject({ method: 'PATCH', url, payload, headers: await restricted() });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.query<{ email: string }>('select email from participants where id = $1', [pending.id]);
    expect(row.email).toBe(`pending-${privilege}@example.com`);
  });

  it('may change its language alone, stored and in the audit trail; any other field with it is refused (403)', async () => {
    const url = `/api/registry/participant/${pending.id}`;
    const patch = async (payload: object) =>
      t.app.inject({ method: 'PATCH', url, payload, headers: await restricted() });
    const language = async () =>
      (
        await t.db.query<{ preferred_language: string }>('select preferred_language from participants where id = $1', [
          pending.id,
        ])
      )[0].preferred_language;
    const before = await language();
    const other = before === 'es' ? 'en' : 'es';
    if (privilege !== 'reconsent')
      for (const payload of [{ preferred_language: other, first_name: 'Someone' }, { first_name: 'Someone' }, {}]) {
        const res = await patch(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(403);
        expect(res.json()).toEqual({ detail: PENDING_STEP_FIRST });
      }
    expect(await language()).toBe(before);
    const res = await patch({ preferred_language: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ preferred_language: other });
    expect(await language()).toBe(other);
    const audited = await t.db.query<{ detail: unknown }>(
      "select detail from audit_events where participant_id = $1 and action = 'profile_changed' order by id",
      [pending.id],
    );
    expect(audited.at(-1)?.detail).toEqual({ changes: { preferred_language: { before, after: other } } });
  });

  it('may still read its own profile (GET /registry/me)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/registry/me', headers: await restricted() })).statusCode,
    ).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a token signed with another secret (401)', async () => {
    const foreign = await createTestApp({ jwtSecret: 'another-secret', db: undefined, seed: false });
    const token = await foreign.app.registry.tokens.issue({
      user_id: me.id,
      account_status: 'regular',
      token_version: 0,
    });
    await foreign.close();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts JWT and Bearer schemes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers and CORS', () => {
  it('answers preflight only for an allowed partner origin', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/registry/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://partner.example.com')).headers['access-control-allow-origin']).toBe(
      'https://partner.example.com',
    );
    expect((await preflight('https://evil.example.net')).headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/meta/version',
      headers: { origin: 'https://evil.example.net' },
    });
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
