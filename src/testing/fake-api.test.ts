import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath, pathParamNames, routes, type EndpointName } from '@contract/routes';
import { fakeApi, type FakeApi } from './fake-api';
import { participant } from './fixtures';

const json = (body: unknown, method = 'POST') => ({ method, body: JSON.stringify(body) });

/** The self-tests provoke problems on purpose: taken back so the end-of-test check passes. */
function expectProblems(api: FakeApi, ...patterns: RegExp[]) {
  expect(api.problems).toHaveLength(patterns.length);
  patterns.forEach((p, i) => expect(api.problems[i]).toMatch(p));
  api.problems.splice(0);
}

describe('fakeApi', () => {
  afterEach(() => vi.restoreAllMocks());

  it('matches a request to its row by method and path, converts path parameters and records the call', async () => {
    const api = fakeApi({ getParticipant: (req) => ({ body: participant({ id: req.params.id }) }) });
    const res = await api.fetch('/api/participant/12?x=1', { headers: { Authorization: 'JWT t' } });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(12);
    expect(api.called('getParticipant')).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/participant/12',
        params: { id: 12 },
        query: { x: '1' },
        status: 200,
      }),
    ]);
    expect(api.calls[0].headers.authorization).toBe('JWT t');
  });

  it("answers with the row's success status by default (201 for a sign-up)", async () => {
    const api = fakeApi({ signup: { body: { id: 3, access_token: 't' } } });
    const body = { email: 'a@b.co', first_name: 'A', last_name: 'B', password: 'Str0ng-Pass!', profile_type: 'adult' };
    expect((await api.fetch('/api/registry/signup', json(body))).status).toBe(201);
  });

  it('matches every row of the table, each to itself alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({});
    for (const name of Object.keys(routes) as EndpointName[]) {
      const { method, path } = routes[name];
      const filled = fillPath(path, Object.fromEntries(pathParamNames(path).map((p) => [p, 1])));
      await api.fetch(`/api${filled}`, { method }).catch(() => undefined);
      expect(api.calls.at(-1)?.name, `${method} ${path}`).toBe(name);
    }
    expect(api.problems.every((p) => p.includes('has no fake answer'))).toBe(true);
    api.problems.splice(0);
  });

  it('fails on a request no row matches, and on a row the test gave no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({});
    await expect(api.fetch('/api/no/such/call')).rejects.toThrow('matches no row');
    await expect(api.fetch('/elsewhere/registry/me')).rejects.toThrow('not under the API base');
    await expect(api.fetch('/api/registry/me')).rejects.toThrow('row getMe) has no fake answer');
    expectProblems(api, /matches no row/, /not under the API base/, /has no fake answer/);
  });

  it('fails on an answer the contract refuses, naming the row, the status and the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ getSmsConsent: { body: { required: 'yes' } }, metaVersion: { status: 204 } });
    await expect(api.fetch('/api/participant/7/sms_consent')).rejects.toThrow(/getSmsConsent: \/required/);
    await expect(api.fetch('/api/meta/version')).rejects.toThrow(
      'endpoints.metaVersion lists no answer with status 204',
    );
    expectProblems(api, /does not match endpoints\.getSmsConsent/, /lists no answer with status 204/);
  });

  it('accepts the answers any row may give: 401/403/404 with a detail, any 5xx, a network failure', async () => {
    const api = fakeApi({
      getMe: { status: 401, body: { detail: 'expired' } },
      getStates: { status: 502, body: '<html>' },
    });
    expect((await api.fetch('/api/registry/me')).status).toBe(401);
    expect((await api.fetch('/api/registry/admin/addr_states')).status).toBe(502);
    api.answer({ getMe: 'network-error' });
    await expect(api.fetch('/api/registry/me')).rejects.toBeInstanceOf(TypeError);
    expect(api.problems).toEqual([]);
  });

  it('fails when it answers success to a request the server would refuse, but lets it answer 400', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ smsOff: { body: { status: 'unsubscribed' } } });
    await expect(api.fetch('/api/registry/sms-off', json({ token: 'short' }))).rejects.toThrow(
      /would refuse this request \(body/,
    );
    api.answer({ smsOff: { status: 400, body: { token: ['Invalid token'] } } });
    expect((await api.fetch('/api/registry/sms-off', json({ token: 'short' }))).status).toBe(400);
    expectProblems(api, /would refuse this request/);
  });
});
