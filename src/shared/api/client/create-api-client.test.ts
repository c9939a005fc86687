import { describe, expect, it, vi } from 'vitest';
import type { Environment } from '../../../config/settings';
import { createMemoryStorage } from '../../session/key-value-storage';
import { createSessionStore } from '../../session/session-store';
import { makeUnsignedToken } from '../../session/unsigned-token';
import { createFeedbackStore } from '../../ui/feedback/feedback-store';
import { SchemaMismatchError, type SchemaName } from '../schema-check';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { fakeFetch, type FakeAnswer } from './fake-fetch';

function setup(answers: FakeAnswer[], { environment = 'prod' as Environment, path = '/dashboard' } = {}) {
  const transport = fakeFetch(...answers);
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
    fetch: transport.fetch,
  });
  return { client, session, feedback, navigate, onVersionChange, calls: transport.calls };
}

describe('requests', () => {
  it('prefixes the API base, sends JSON and the session headers, and returns the parsed answer', async () => {
    const { client, session, calls } = setup([{ body: { ok: true } }]);
    session.setToken(makeUnsignedToken({ user_id: 31 }));
    session.set('responseId', '8');
    session.set('application', 'qi');
    const data = await client.post('/registry/participant/31/sms_consent', { status: 'skipped', adminRegister: true });
    expect(data).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ url: '/api/registry/participant/31/sms_consent', method: 'POST', body: { status: 'skipped' } });
    expect(calls[0].headers).toMatchObject({
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

  it('sends no credentials with auth: false or to a foreign address', async () => {
    const { client, session, calls } = setup([{ body: {} }]);
    session.setToken(makeUnsignedToken({}));
    await client.post('/registry/login', { email: 'a@b.co' }, { auth: false });
    await client.get('https://cdn.example.org/registry/x.json');
    expect(calls[0].headers.authorization).toBeUndefined();
    expect(calls[1].headers.authorization).toBeUndefined();
    expect(calls[1].headers['x-client-id']).toBeUndefined();
  });

  it('serialises query parameters and drops empty ones', async () => {
    const { client, calls } = setup([{ body: [] }]);
    await client.get('/participant/1/missed-opportunities', { params: { notified: false, study: undefined, page: 2, x: null } });
    expect(calls[0].url).toBe('/api/participant/1/missed-opportunities?notified=false&page=2');
  });

  it('answers null for an empty body and keeps text and blobs as they are', async () => {
    const { client } = setup([{ status: 204 }, { body: 'plain words' }, { body: new Blob(['%PDF'], { type: 'application/pdf' }) }]);
    expect(await client.post('/registry/participant/1/reconsent/complete')).toBeNull();
    expect(await client.get('/email-click/abc', { responseType: 'text' })).toBe('plain words');
    const blob = await client.get('/participants/1/user-studies/2/procedures/screening/answers_doc', { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await (blob as Blob).text()).toBe('%PDF');
  });

  it('gives the status and headers through request()', async () => {
    const { client } = setup([{ status: 201, body: { id: 1 }, headers: { 'content-disposition': 'attachment; filename="a.pdf"' } }]);
    const res = await client.request('POST', '/registry/signup', {});
    expect(res.status).toBe(201);
    expect(res.headers.get('content-disposition')).toContain('a.pdf');
  });

  it('shows the global loader only while a call that asks for it runs', async () => {
    const { client, feedback } = setup([{ body: {} }]);
    const pending = client.get('/registry/me', { loader: true });
    expect(feedback.loading.value).toBe(true);
    await pending;
    expect(feedback.loading.value).toBe(false);
    void client.get('/registry/me');
    expect(feedback.loading.value).toBe(false);
  });
});

describe('X-TR-VERSION', () => {
  it('calls the reload callback once when the version changes during the session', async () => {
    const v = (version: string, status = 200): FakeAnswer => ({ status, body: {}, headers: { 'X-TR-VERSION': version } });
    const { client, onVersionChange } = setup([v('1.0'), v('1.0'), {}, v('1.1', 404), v('1.2')]);
    await client.get('/meta/version');
    await client.get('/meta/version');
    await client.get('/meta/version');
    expect(onVersionChange).not.toHaveBeenCalled();
    await expect(client.get('/meta/version', { ownErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    await client.get('/meta/version');
    expect(onVersionChange).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('401: removes the token, goes to sign-in with the current path and says the session expired', async () => {
    const { client, session, feedback, navigate } = setup([{ status: 401, body: { detail: 'expired' } }]);
    session.setToken(makeUnsignedToken({}));
    session.set('childEmail', 'kid@example.org');
    const error = await client.get('/registry/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.loggedIn.value).toBe(false);
    expect(session.childEmail.value).toBe('kid@example.org');
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectTo=%2Fdashboard');
    expect(feedback.snackbars.value).toEqual([expect.objectContaining({ message: 'Session expired', durationMs: 1000 })]);
  });

  it('401 from parallel calls with the same token acts once', async () => {
    const { client, session, feedback, navigate } = setup([{ status: 401 }]);
    session.setToken(makeUnsignedToken({}));
    await Promise.allSettled([client.get('/registry/me'), client.get('/participant/1/user-studies'), client.get('/participant/1/achievements')]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(feedback.snackbars.value).toHaveLength(1);
  });

  it.each([
    ['/auth/login?redirectTo=%2Fdashboard', '/auth/login'],
    ['/survey/study/1/user-study/2/user/3?procedure=consent', '/auth/login?redirectTo=%2Fsurvey%2Fstudy%2F1%2Fuser-study%2F2%2Fuser%2F3%3Fprocedure%3Dconsent'],
    ['/', '/auth/login'],
  ])('401 on %s goes to %s', async (path, target) => {
    const { client, navigate } = setup([{ status: 401 }], { path });
    await client.get('/registry/me').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('500 opens the Internal Server Error dialog once, however many calls fail', async () => {
    const { client, feedback } = setup([{ status: 500, body: 'boom' }]);
    await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(feedback.dialogs.value.map((d) => d.kind)).toEqual(['internal-server-error']);
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('a network failure shows the connection message and throws status 0', async () => {
    const { client, feedback } = setup([new TypeError('Failed to fetch')]);
    const error = (await client.get('/registry/me').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(feedback.snackbars.value).toEqual([
      expect.objectContaining({ kind: 'failure', message: 'Connection or server error. Check your connection or try to connect later', durationMs: 10000 }),
    ]);
  });

  it.each([400, 403, 404, 409, 429, 502, 503])('%i shows the generic failure for 10 s', async (status) => {
    const { client, feedback, session } = setup([{ status, body: {} }]);
    session.setToken('t');
    await expect(client.get('/x')).rejects.toMatchObject({ status });
    expect(feedback.snackbars.value).toEqual([expect.objectContaining({ kind: 'failure', message: 'Oops! Something went wrong', durationMs: 10000 })]);
    expect(session.loggedIn.value).toBe(true);
  });

  it('a call handling its own 400 gets the body and field errors, and nothing is shown', async () => {
    const { client, feedback } = setup([{ status: 400, body: { email: ['Email is not valid', 'Try again'], phone: 'Missing country code' } }]);
    const error = (await client.post('/registry/signup', {}, { ownErrors: [400, 403] }).catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({ email: ['Email is not valid', 'Try again'], phone: 'Missing country code' });
    expect(error.fieldErrors).toEqual({ email: 'Email is not valid Try again', phone: 'Missing country code' });
    expect(feedback.snackbars.value).toEqual([]);
  });

  it('ownErrors lists only what the call handles: other statuses still get the generic handling', async () => {
    const { client, feedback } = setup([{ status: 404 }]);
    await client.post('/registry/signup', {}, { ownErrors: [400] }).catch(() => undefined);
    expect(feedback.snackbars.value).toHaveLength(1);
  });

  it('ownErrors: true leaves even a 401 to the caller', async () => {
    const { client, session, navigate, feedback } = setup([{ status: 401, body: { detail: 'Invalid credentials' } }]);
    session.setToken('t');
    const error = (await client.post('/registry/login', {}, { ownErrors: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBe('Invalid credentials');
    expect(session.loggedIn.value).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(feedback.snackbars.value).toEqual([]);
  });
});

describe('response schema checks', () => {
  const good = { version: '1.0' };
  const bad = { version: 10 };

  it('pass a matching answer through, typed by the schema name', async () => {
    const { client } = setup([{ body: good }], { environment: 'development' });
    const data = await client.get('/meta/version', { schema: 'VersionInfo' });
    const version: string = data.version;
    expect(version).toBe('1.0');
  });

  it('raise an error with details on a mismatch in development', async () => {
    const { client } = setup([{ body: bad }], { environment: 'development' });
    const error = (await client.get('/meta/version', { schema: 'VersionInfo' }).catch((e: unknown) => e)) as SchemaMismatchError;
    expect(error).toBeInstanceOf(SchemaMismatchError);
    expect(error.schema).toBe('VersionInfo');
    expect(error.request).toBe('GET /api/meta/version');
    expect(error.issues).toEqual([expect.objectContaining({ path: '/version' })]);
    expect(error.message).toContain('/version');
  });

  it.each(['prod', 'staging', 'sb', 'qa'] as const)('are skipped in %s', async (environment) => {
    const { client } = setup([{ body: bad }], { environment });
    await expect(client.get('/meta/version', { schema: 'VersionInfo' })).resolves.toEqual(bad);
  });
});

describe('schema names', () => {
  it('are the contract exports that are schemas, checked by the compiler', async () => {
    const { client } = setup([{ body: { version: '1' } }], { environment: 'development' });
    // @ts-expect-error STUDY_STATUS is a constant of the contract, not a schema
    const notASchema: SchemaName = 'STUDY_STATUS';
    // @ts-expect-error no such export
    await expect(client.get('/meta/version', { schema: 'NoSuchSchema' })).rejects.toThrow('no such schema');
    expect(notASchema).toBe('STUDY_STATUS');
  });
});

describe('token refresh', () => {
  it('stores the new_jwt_token a profile update answers', async () => {
    const fresh = makeUnsignedToken({ user_id: 4, account_status: 'reconsent' });
    const { client, session } = setup([{ body: { id: 4, new_jwt_token: fresh } }]);
    session.setToken(makeUnsignedToken({ user_id: 4 }));
    await client.patch('/registry/participant/4', { first_name: 'Ann' });
    expect(session.token.value).toBe(fresh);
    expect(session.accountState.value).toBe('reconsent');
  });

  it('ignores an answer without one, and foreign addresses', async () => {
    const { client, session } = setup([{ body: { id: 4 } }, { body: { new_jwt_token: 'evil' } }]);
    session.setToken('original');
    await client.patch('/registry/participant/4', {});
    await client.get('https://elsewhere.example.org/x');
    expect(session.token.value).toBe('original');
  });
});
