import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlucoseVendor } from '../../context';
import { passDevOidc } from '../../testing/dev-oidc-browser';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { GLUCOSE_MESSAGES } from './service';

// The glucose-device link, with the development OpenID provider as the CGM vendor.

const ORIGIN = 'http://localhost:8080';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devOidc: true, devGlucoseVendor: true, publicUrl: ORIGIN, env: { PORT: '8080' } });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'DELETE', id: number, headers: Headers, tail = '', payload?: object) =>
  t.app.inject({ method, url: `/api/participant/${id}/glucose-device${tail}`, headers, payload });

/** Starts a link and passes the vendor as `login`: the code and state the vendor returns with. */
async function roundTrip(id: number, headers: Headers, login: string, body: object = { mode: 'old' }) {
  const started = await call('POST', id, headers, '/start', body);
  expect(started.statusCode).toBe(200);
  const { authorize_url, state } = started.json() as { authorize_url: string; state: string };
  const url = new URL(authorize_url);
  expect(url.origin + url.pathname).toBe(`${ORIGIN}/oidc/auth`);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/glucose-device/link`);
  const { location } = await passDevOidc(t.app, url.pathname + url.search, login);
  expect(location?.searchParams.get('state')).toBe(state);
  return { code: location!.searchParams.get('code')!, state };
}

describe('glucose-device linking', () => {
  it('links the vendor account once, hands off to the core study, and refuses the replayed state', async () => {
    const { id, headers } = await signUp(t.app, 'glucose-one@example.com');
    expect((await call('GET', id, headers)).json()).toEqual({
      linked: false,
      vendor: null,
      mode: null,
      linked_at: null,
    });
    const { code, state } = await roundTrip(id, headers, 'cgm-one', { mode: 'new' });

    const done = await call('POST', id, headers, '/complete', { code, state });
    expect(done.statusCode).toBe(200);
    const coreStudy = (
      await t.db.query<{ id: number; study_id: number }>(
        `select us.id, us.study_id from user_studies us join studies s on s.id = us.study_id
          where us.participant_id = $1 and s.study_type = 'core_study'`,
        [id],
      )
    )[0];
    expect(done.json()).toMatchObject({ linked: true, vendor: 'dev-cgm', mode: 'new', already_linked: false });
    expect(done.json().handoff).toEqual(
      coreStudy ? { study_id: coreStudy.study_id, user_study_id: coreStudy.id } : null,
    );
    const [stored] = await t.db.query<{ vendor_subject: string; mode: string }>(
      'select vendor_subject, mode from glucose_device_links where participant_id = $1',
      [id],
    );
    expect(stored).toEqual({ vendor_subject: 'cgm-one', mode: 'new' });
    // Neither the state nor the verifier is kept once used.
    const states = await t.db.query<{ state_hash: string; code_verifier: string }>(
      'select state_hash, code_verifier from glucose_device_link_states where participant_id = $1',
      [id],
    );
    expect(states).toEqual([{ state_hash: expect.not.stringMatching(state), code_verifier: '' }]);

    const replay = await call('POST', id, headers, '/complete', { code, state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ state: [GLUCOSE_MESSAGES.badState] });
    expect((await call('GET', id, headers)).json()).toMatchObject({ linked: true, mode: 'new' });
    // Linked: a second start is refused until the participant unlinks.
    expect((await call('POST', id, headers, '/start', { mode: 'old' })).statusCode).toBe(409);
    expect((await call('DELETE', id, headers)).json()).toEqual({
      linked: false,
      vendor: null,
      mode: null,
      linked_at: null,
    });
    expect(await t.db.query('select 1 from glucose_device_links where participant_id = $1', [id])).toEqual([]);
  });

  it("refuses another participant's state and leaves it usable for its owner", async () => {
    const owner = await signUp(t.app, 'glucose-owner@example.com');
    const other = await signUp(t.app, 'glucose-other@example.com');
    const { code, state } = await roundTrip(owner.id, owner.headers, 'cgm-owner');
    const foreign = await call('POST', other.id, other.headers, '/complete', { code, state });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ state: [GLUCOSE_MESSAGES.badState] });
    // Nor may anyone reach the owner's link through the owner's id.
    expect((await call('POST', owner.id, other.headers, '/complete', { code, state })).statusCode).toBe(403);
    expect((await call('GET', owner.id, other.headers)).statusCode).toBe(403);
    expect((await call('DELETE', owner.id, other.headers)).statusCode).toBe(403);
    expect((await call('POST', owner.id, owner.headers, '/complete', { code, state })).statusCode).toBe(200);
    expect((await call('GET', other.id, other.headers)).json()).toMatchObject({ linked: false });
  });

  it('refuses a made-up code without linking, and a vendor account linked to someone else', async () => {
    const first = await signUp(t.app, 'glucose-first@example.com');
    const { state } = await roundTrip(first.id, first.headers, 'cgm-shared');
    const made = await call('POST', first.id, first.headers, '/complete', { code: 'made-up', state });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual({ code: [GLUCOSE_MESSAGES.exchangeFailed] });
    expect((await call('GET', first.id, first.headers)).json()).toMatchObject({ linked: false });
    const again = await roundTrip(first.id, first.headers, 'cgm-shared');
    expect((await call('POST', first.id, first.headers, '/complete', again)).statusCode).toBe(200);

    const second = await signUp(t.app, 'glucose-second@example.com');
    const theirs = await roundTrip(second.id, second.headers, 'cgm-shared');
    const taken = await call('POST', second.id, second.headers, '/complete', theirs);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: GLUCOSE_MESSAGES.takenByOther });
  });

  it("a partner page's popup flow returns to the popup page, whose origin only the state's page learns", async () => {
    const { id, headers } = await signUp(t.app, 'glucose-popup@example.com');
    const refused = await call('POST', id, headers, '/start', {
      mode: 'new',
      return_origin: 'https://evil.example.org',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ return_origin: [GLUCOSE_MESSAGES.foreignSite] });
    const started = await call('POST', id, headers, '/start', {
      mode: 'new',
      return_origin: 'https://partner.example.com',
    });
    const { authorize_url, state } = started.json() as { authorize_url: string; state: string };
    const url = new URL(authorize_url);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/glucose-device/return`);
    const origin = (s: string) =>
      t.app.inject({ method: 'GET', url: `/api/glucose-device/return-origin?state=${encodeURIComponent(s)}` });
    expect((await origin(state)).json()).toEqual({ origin: 'https://partner.example.com' });
    expect((await origin(`${state}x`)).statusCode).toBe(404);
    const { location } = await passDevOidc(t.app, url.pathname + url.search, 'cgm-popup');
    expect(location?.pathname).toBe('/glucose-device/return');
    const code = location!.searchParams.get('code')!;
    expect((await call('POST', id, headers, '/complete', { code, state })).statusCode).toBe(200);
    // Used: the page has nothing more to hand over.
    expect((await origin(state)).statusCode).toBe(404);
  });

  it('validates bodies and tells the client the feature is on', async () => {
    const { id, headers } = await signUp(t.app, 'glucose-bodies@example.com');
    expect((await call('POST', id, headers, '/start', { mode: 'sideways' })).statusCode).toBe(400);
    const long = await call('POST', id, headers, '/complete', { code: 'x'.repeat(513), state: 's' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toHaveProperty('code');
    expect((await t.app.inject({ method: 'GET', url: '/settings.json' })).json()).toMatchObject({
      glucoseDevice: { enabled: true, authorizeUrl: '/oidc/auth', clientId: 'glucose-vendor' },
    });
  });
});

describe('a vendor that refuses the exchange', () => {
  it('answers the exchange failure and stores nothing; without a vendor the feature is off', async () => {
    const refusing: GlucoseVendor = {
      name: 'refusing',
      settings: { enabled: true, authorizeUrl: 'https://vendor.example.org/auth', clientId: 'c' },
      authorizeUrl: ({ state }) => `https://vendor.example.org/auth?state=${state}`,
      exchange: async () => undefined,
    };
    const app = await createTestApp({ glucoseVendor: refusing });
    const off = await createTestApp();
    try {
      const { id, headers } = await signUp(app.app, 'glucose-refused@example.com');
      const inject = (a: TestApp, tail: string, payload: object) =>
        a.app.inject({ method: 'POST', url: `/api/participant/${id}/glucose-device${tail}`, headers, payload });
      const { state, authorize_url } = (await inject(app, '/start', { mode: 'old' })).json();
      expect(authorize_url).toBe(`https://vendor.example.org/auth?state=${state}`);
      const res = await inject(app, '/complete', { code: 'c', state });
      expect(res.json()).toEqual({ code: [GLUCOSE_MESSAGES.exchangeFailed] });
      expect(await app.db.query('select 1 from glucose_device_links')).toEqual([]);

      const other = await signUp(off.app, 'glucose-off@example.com');
      const refused = await off.app.inject({
        method: 'POST',
        url: `/api/participant/${other.id}/glucose-device/start`,
        headers: other.headers,
        payload: { mode: 'old' },
      });
      expect(refused.statusCode).toBe(409);
      expect((await off.app.inject({ method: 'GET', url: '/settings.json' })).json()).not.toHaveProperty(
        'glucoseDevice',
      );
    } finally {
      await app.close();
      await off.close();
    }
  });
});
