import { describe, expect, it } from 'vitest';
import { makeUnsignedToken } from '../../session/unsigned-token';
import type { FakeHandlers, FakeReply } from '@/testing/fake-api';
import { testClient, type TestClientOptions } from '@/testing/test-client';
import { ApiError } from './api-error';

// What the client does when a call fails (spec 000 §8), unless the call handles it itself.

/** The client under test, signed out unless the test signs in. */
const setup = (handlers: FakeHandlers = {}, options: TestClientOptions = {}) =>
  testClient(handlers, { signedIn: false, environment: 'prod', ...options });

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
    expect(feedback.dialogs.value.map((d) => d.kind)).toEqual(['session-expired']);
  });

  it('401 closes the dialogs of the ended session and shows only the session-expired dialog', async () => {
    const { client, session, feedback } = setup({ getMe: expired });
    session.setToken(makeUnsignedToken({}));
    const sms = feedback.openDialog('auth/sms-consent', { participantId: 1 });
    await client.call('getMe').catch(() => undefined);
    await expect(sms).resolves.toBeUndefined();
    expect(feedback.dialogs.value.map((d) => d.kind)).toEqual(['session-expired']);
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
    expect(feedback.dialogs.value).toHaveLength(1);
  });

  it('a call made just before sign-out is not sent without a token, and redirects nowhere', async () => {
    const { client, session, feedback, navigate, api } = setup({ listUserStudies: expired });
    session.setToken(makeUnsignedToken({}));
    const call = client.call('listUserStudies', { params: { id: 1 } }).catch(() => undefined);
    session.removeToken();
    await call;
    expect(api.called('listUserStudies')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(feedback.snackbars.value).toEqual([]);
    expect(feedback.dialogs.value).toEqual([]);
  });

  it.each([
    ['/auth/login?redirectTo=%2Fdashboard', '/auth/login'],
    [
      '/survey/study/1/user-study/2/user/3?procedure=consent',
      '/auth/login?redirectTo=%2Fsurvey%2Fstudy%2F1%2Fuser-study%2F2%2Fuser%2F3%3Fprocedure%3Dconsent',
    ],
    ['/', '/auth/login'],
  ])('401 on %s goes to %s', async (path, target) => {
    const { client, navigate } = setup({ getMe: expired }, { currentPath: path });
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

  it('500 does not open the error dialog over another open dialog', async () => {
    const { client, feedback } = setup({ getMe: { status: 500, body: 'boom' } });
    void feedback.openDialog('auth/profile-type', { participantId: 1 });
    await client.call('getMe').catch(() => undefined);
    expect(feedback.dialogs.value.map((d) => d.kind)).toEqual(['auth/profile-type']);
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
  ])('%i shows the generic failure for 10 s', async (status, body) => {
    const { client, feedback, session } = setup({ signup: { status, body } });
    session.setToken('t');
    await expect(client.call('signup', signup)).rejects.toMatchObject({ status, announced: true });
    const generic = { kind: 'failure', message: 'Oops! Something went wrong', durationMs: 10000 };
    expect(feedback.snackbars.value).toEqual([expect.objectContaining(generic)]);
    expect(session.loggedIn.value).toBe(true);
  });

  it.each([
    [502, '<html>Bad gateway</html>'],
    [503, { detail: 'The registry is restarting; nothing was changed. Try again in a moment.' }],
    [504, ''],
  ])('%i (a proxy or a server away for a moment) shows the connection message for 10 s', async (status, body) => {
    const { client, feedback } = setup({ signup: { status, body } });
    await expect(client.call('signup', signup)).rejects.toMatchObject({ status, announced: true });
    const connection = 'Connection or server error. Check your connection or try to connect later';
    expect(feedback.snackbars.value).toEqual([
      expect.objectContaining({ kind: 'failure', message: connection, durationMs: 10000 }),
    ]);
  });

  it('a call handling its own 400 gets the body and field errors, and nothing is shown', async () => {
    const fieldErrors = { email: ['Email is not valid', 'Try again'], phone: ['Missing country code'] };
    const { client, feedback } = setup({ signup: { status: 400, body: fieldErrors } });
    const error = (await client.call('signup', signup, { ownErrors: [400, 403] }).catch((e: unknown) => e)) as ApiError;
    expect(error.announced).toBe(false);
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
