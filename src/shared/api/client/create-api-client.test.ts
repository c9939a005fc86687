import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Environment } from '../../../config/settings';
import { createMemoryStorage } from '../../session/key-value-storage';
import { createSessionStore } from '../../session/session-store';
import { makeUnsignedToken } from '../../session/unsigned-token';
import { fakeApi, type FakeHandlers, type FakeReply } from '../../testing/fake-api';
import { participant } from '../../testing/fixtures';
import { createFeedbackStore } from '../../ui/feedback/feedback-store';
import type { ParticipantProfile, SmsConsentUpdate } from '../contract';
import { SchemaMismatchError } from '../schema-check';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

interface SetupOptions {
  environment?: Environment;
  path?: string;
  /** A raw transport instead of the fake API: for addresses outside the table and servers that break the contract. */
  fetch?: typeof fetch;
}

function setup(handlers: FakeHandlers = {}, { environment = 'prod', path = '/dashboard', fetch }: SetupOptions = {}) {
  const api = fakeApi(handlers);
  const session = createSessionStore(createMemoryStorage());
  const feedback = createFeedbackStore();
  const navigate = vi.fn();
  const onVersionChange = vi.fn();
  const client = createApiClient({
    apiBase: '/api',
    environment,
    session,
    feedback,
    navigate,
    currentPath: () => path,
    onVersionChange,
    fetch: fetch ?? api.fetch,
  });
  return { client, session, feedback, navigate, onVersionChange, api };
}

/** A transport that answers every request with the same response and records what was asked. */
function rawTransport(answer: () => Response) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), headers: Object.fromEntries(new Headers(init.headers).entries()) });
    return answer();
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

/** Answers in turn, the last one for every further call. */
const inTurn =
  (...replies: FakeReply[]) =>
  () =>
    replies.length > 1 ? replies.shift()! : replies[0];

describe('calls by endpoint row', () => {
  it('fill the path, send JSON and the session headers, and return the parsed answer', async () => {
    const { client, session, api } = setup({ updateSmsConsent: { body: { required: false } } });
    session.setToken(makeUnsignedToken({ user_id: 31 }));
    session.set('responseId', '8');
    session.set('application', 'qi');
    const body = { status: 'skipped', adminRegister: true } as SmsConsentUpdate;
    expect(await client.call('updateSmsConsent', { params: { id: 31 }, body })).toEqual({ required: false });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/registry/participant/31/sms_consent',
      body: { status: 'skipped' },
    });
    expect(api.calls[0].headers).toMatchObject({
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      expires: '-1',
      'content-type': 'application/json',
      authorization: `JWT ${session.token.value}`,
      'x-client-id': '31',
      'x-session-id': '8',
      'x-application-name': 'registry_admin',
    });
  });

  it('send no credentials on a public row unless the call asks, nor to a foreign address', async () => {
    const { client, session, api } = setup({
      login: { body: { otp_id: 'o-1' } },
      logFrontendError: { body: { detail: 'logged' } },
    });
    session.setToken(makeUnsignedToken({ user_id: 3 }));
    await client.call('login', { body: { email: 'a@b.co', password: 'x', recaptcha_token: null } });
    await client.call('logFrontendError', { body: { message: 'x', stackTrace: '' } }, { auth: true });
    expect(api.calls[0].headers.authorization).toBeUndefined();
    expect(api.calls[1].headers.authorization).toMatch(/^JWT /);

    const raw = rawTransport(() => new Response('{}'));
    const foreign = setup({}, { fetch: raw.fetch });
    foreign.session.setToken(makeUnsignedToken({}));
    await foreign.client.request('GET', 'https://cdn.example.org/registry/x.json');
    expect(raw.calls[0].headers.authorization).toBeUndefined();
    expect(raw.calls[0].headers['x-client-id']).toBeUndefined();
  });

  it('send the query, leaving out empty values', async () => {
    const { client, api } = setup({
      listMissedOpportunities: { body: [] },
      getAnswersDocument: { body: new Blob(['%PDF']) },
    });
    await client.call('listMissedOpportunities', { params: { id: 1 }, query: { notified: false } });
    await client.request('GET', '/participant/1/missed-opportunities', undefined, {
      params: { notified: true, study: undefined, x: null },
    });
    await client.call('getAnswersDocument', {
      params: { id: 1, userStudyId: 2, procedureId: 'screening' },
      query: { document_format: 'pdf' },
    });
    expect(api.calls.map((c) => c.query)).toEqual([
      { notified: false },
      { notified: true },
      { document_format: 'pdf' },
    ]);
  });

  it('send `{}` on a POST or PATCH row without a body, so its JSON content type has a JSON body', async () => {
    const { client, api } = setup({ completeReconsent: { body: participant() }, getMe: { body: participant() } });
    await client.call('completeReconsent', { params: { id: 7 } });
    await client.call('getMe');
    expect(api.calls.map((c) => c.body)).toEqual([{}, undefined]);
  });

  it('read text and file answers as their row says', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const { client } = setup({ logEmailClick: { body: 'plain words' }, getAnswersDocument: { body: pdf } });
    expect(await client.call('logEmailClick', { params: { emailId: 'abc' } })).toBe('plain words');
    const blob = await client.call('getAnswersDocument', {
      params: { id: 1, userStudyId: 2, procedureId: 'screening' },
      query: { document_format: 'pdf' },
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF');
  });

  it('answer null for an empty JSON body (an address outside the table)', async () => {
    const raw = rawTransport(() => new Response(null, { status: 204 }));
    const { client } = setup({}, { fetch: raw.fetch });
    expect((await client.request('POST', '/somewhere/else')).data).toBeNull();
  });

  it('give the status and headers through callForResponse()', async () => {
    const disposition = { 'content-disposition': 'attachment; filename="a.pdf"' };
    const { client } = setup({ getSignedConsentPdf: { body: new Blob(['%PDF']), headers: disposition } });
    const res = await client.callForResponse('getSignedConsentPdf', { params: { id: 1, userConsentId: 5 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('a.pdf');
  });

  it('show the global loader only while a call that asks for it runs', async () => {
    const { client, feedback } = setup({ getMe: { body: participant() } });
    const pending = client.call('getMe', {}, { loader: true });
    expect(feedback.loading.value).toBe(true);
    await pending;
    expect(feedback.loading.value).toBe(false);
    void client.call('getMe');
    expect(feedback.loading.value).toBe(false);
  });

  it('are typed from the table', () => {
    const { client } = setup();
    expectTypeOf(client.call<'getMe'>).returns.resolves.toEqualTypeOf<ParticipantProfile>();
    expectTypeOf(client.call<'getSignedConsentPdf'>).returns.resolves.toEqualTypeOf<Blob>();
    // @ts-expect-error the row has a path parameter
    expect(() => client.call('getParticipant')).toBeTypeOf('function');
    // @ts-expect-error the body is the row's body
    expect(() => client.call('login', { body: { email: 'a@b.co' } })).toBeTypeOf('function');
  });
});

describe('X-TR-VERSION', () => {
  it('calls the reload callback once when the version changes during the session', async () => {
    const v = (version: string): FakeReply => ({ body: { version: '1' }, headers: { 'X-TR-VERSION': version } });
    const changed404: FakeReply = { status: 404, body: { detail: 'Not found.' }, headers: { 'X-TR-VERSION': '1.1' } };
    const { client, onVersionChange } = setup({
      metaVersion: inTurn(v('1.0'), v('1.0'), { body: { version: '1' } }, changed404, v('1.2')),
    });
    await client.call('metaVersion');
    await client.call('metaVersion');
    await client.call('metaVersion');
    expect(onVersionChange).not.toHaveBeenCalled();
    await expect(client.call('metaVersion', {}, { ownErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    await client.call('metaVersion');
    expect(onVersionChange).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  const expired: FakeReply = { status: 401, body: { detail: 'expired' } };

  it('401: removes the token, goes to sign-in with the current path and says the session expired', async () => {
    const { client, session, feedback, navigate } = setup({ getMe: expired });
    session.setToken(makeUnsignedToken({}));
    session.set('childEmail', 'kid@example.org');
    const error = await client.call('getMe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.loggedIn.value).toBe(false);
    expect(session.childEmail.value).toBe('kid@example.org');
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectTo=%2Fdashboard');
    expect(feedback.snackbars.value).toEqual([
      expect.objectContaining({ message: 'Session expired', durationMs: 1000 }),
    ]);
  });

  it('401 from parallel calls with the same token acts once', async () => {
    const { client, session, feedback, navigate } = setup({
      getMe: expired,
      listUserStudies: expired,
      listAchievements: expired,
    });
    session.setToken(makeUnsignedToken({}));
    const own = { params: { id: 1 } };
    await Promise.allSettled([
      client.call('getMe'),
      client.call('listUserStudies', own),
      client.call('listAchievements', own),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(feedback.snackbars.value).toHaveLength(1);
  });

  it.each([
    ['/auth/login?redirectTo=%2Fdashboard', '/auth/login'],
    [
      '/survey/study/1/user-study/2/user/3?procedure=consent',
      '/auth/login?redirectTo=%2Fsurvey%2Fstudy%2F1%2Fuser-study%2F2%2Fuser%2F3%3Fprocedure%3Dconsent',
    ],
    ['/', '/auth/login'],
  ])('401 on %s goes to %s', async (path, target) => {
    const { client, navigate } = setup({ getMe: expired }, { path });
    await client.call('getMe').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('500 opens the Internal Server Error dialog once, however many calls fail', async () => {
    const { client, feedback } = setup({
      getMe: { status: 500, body: 'boom' },
      getStates: { status: 500, body: 'boom' },
    });
    await Promise.allSettled([client.call('getMe'), client.call('getStates')]);
    expect(feedback.dialogs.value.map((d) => d.kind)).toEqual(['internal-server-error']);
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('a network failure shows the connection message and throws status 0', async () => {
    const { client, feedback } = setup({ getMe: 'network-error' });
    const error = (await client.call('getMe').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.cause).toBeInstanceOf(TypeError);
    const connection = 'Connection or server error. Check your connection or try to connect later';
    expect(feedback.snackbars.value).toEqual([
      expect.objectContaining({ kind: 'failure', message: connection, durationMs: 10000 }),
    ]);
  });

  const signup = {
    body: { email: 'a@b.co', first_name: 'A', last_name: 'B', password: 'Str0ng-Pass!', profile_type: 'adult' },
  } as const;

  it.each([
    [400, { email: ['Email is not valid'] }],
    [403, { detail: 'Sign-up is closed' }],
    [404, { detail: 'Not found.' }],
    [409, { email: ['A participant with this email already exists.'] }],
    [502, '<html>Bad gateway</html>'],
    [503, {}],
  ])('%i shows the generic failure for 10 s', async (status, body) => {
    const { client, feedback, session } = setup({ signup: { status, body } });
    session.setToken('t');
    await expect(client.call('signup', signup)).rejects.toMatchObject({ status });
    const generic = { kind: 'failure', message: 'Oops! Something went wrong', durationMs: 10000 };
    expect(feedback.snackbars.value).toEqual([expect.objectContaining(generic)]);
    expect(session.loggedIn.value).toBe(true);
  });

  it('a call handling its own 400 gets the body and field errors, and nothing is shown', async () => {
    const fieldErrors = { email: ['Email is not valid', 'Try again'], phone: ['Missing country code'] };
    const { client, feedback } = setup({ signup: { status: 400, body: fieldErrors } });
    const error = (await client.call('signup', signup, { ownErrors: [400, 403] }).catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual(fieldErrors);
    expect(error.fieldErrors).toEqual({ email: 'Email is not valid Try again', phone: 'Missing country code' });
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('ownErrors lists only what the call handles: other statuses still get the generic handling', async () => {
    const { client, feedback } = setup({ signup: { status: 404, body: { detail: 'Not found.' } } });
    await client.call('signup', signup, { ownErrors: [400] }).catch(() => undefined);
    expect(feedback.snackbars.value).toHaveLength(1);
  });

  it('ownErrors: true leaves even a 401 to the caller', async () => {
    const { client, session, navigate, feedback } = setup({
      login: { status: 401, body: { detail: 'Invalid credentials' } },
    });
    session.setToken('t');
    const body = { email: 'a@b.co', password: 'x' };
    const error = (await client.call('login', { body }, { ownErrors: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBe('Invalid credentials');
    expect(session.loggedIn.value).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(feedback.snackbars.value).toEqual([]);
  });
});

// These need a server that breaks the contract, which the fake API refuses to play: a raw transport.
describe('answer checks against the endpoint table', () => {
  const answering = (status: number, body: unknown) =>
    rawTransport(() => new Response(JSON.stringify(body), { status })).fetch;

  it('pass a matching answer through', async () => {
    const { client } = setup({}, { environment: 'development', fetch: answering(200, { version: '1.0' }) });
    expect((await client.call('metaVersion')).version).toBe('1.0');
  });

  it('raise an error with details on a mismatch in development', async () => {
    const { client } = setup({}, { environment: 'development', fetch: answering(200, { version: 10 }) });
    const error = (await client.call('metaVersion').catch((e: unknown) => e)) as SchemaMismatchError;
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(error).toMatchObject({ endpoint: 'metaVersion', status: 200, request: 'GET /api/meta/version' });
    expect(error.issues).toEqual([expect.objectContaining({ path: '/version' })]);
    expect(error.message).toContain('/version');
  });

  it('refuse a success status the row does not list', async () => {
    const { client } = setup({}, { environment: 'development', fetch: answering(201, { version: '1.0' }) });
    await expect(client.call('metaVersion')).rejects.toThrow('no answer with status 201');
  });

  it.each(['prod', 'staging', 'sb', 'qa'] as const)('are skipped in %s', async (environment) => {
    const { client } = setup({}, { environment, fetch: answering(200, { version: 10 }) });
    await expect(client.call('metaVersion')).resolves.toEqual({ version: 10 });
  });
});

describe('token refresh', () => {
  it('stores the new_jwt_token a profile update answers', async () => {
    const fresh = makeUnsignedToken({ user_id: 4, account_status: 'reconsent' });
    const { client, session } = setup({ updateProfile: { body: participant({ id: 4, new_jwt_token: fresh }) } });
    session.setToken(makeUnsignedToken({ user_id: 4 }));
    await client.call('updateProfile', { params: { id: 4 }, body: { first_name: 'Ann' } });
    expect(session.token.value).toBe(fresh);
    expect(session.accountState.value).toBe('reconsent');
  });

  it('ignores an answer without one, and foreign addresses', async () => {
    const { client, session } = setup({ updateProfile: { body: participant({ id: 4 }) } });
    session.setToken('original');
    await client.call('updateProfile', { params: { id: 4 }, body: {} });
    const foreign = rawTransport(() => new Response(JSON.stringify({ new_jwt_token: 'evil' })));
    const other = setup({}, { fetch: foreign.fetch });
    other.session.setToken('original');
    await other.client.request('GET', 'https://elsewhere.example.org/x');
    expect(session.token.value).toBe('original');
    expect(other.session.token.value).toBe('original');
  });
});
