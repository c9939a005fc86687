import { describe, expect, expectTypeOf, it } from 'vitest';
import { makeUnsignedToken } from '../../session/unsigned-token';
import type { FakeHandlers, FakeReply } from '@/testing/fake-api';
import { participant } from '@/testing/fixtures';
import { rawTransport, testClient, type TestClientOptions } from '@/testing/test-client';
import type { ParticipantProfile, SmsConsentUpdate } from '@contract';
import { ApiError } from './api-error';

// The client's call by endpoint row and its cross-cutting rules (spec 000 §7); failures are in
// client-failures.test.ts, answer checks in ../schema-check.test.ts.

/** The client under test, signed out unless the test signs in. */
const setup = (handlers: FakeHandlers = {}, options: TestClientOptions = {}) =>
  testClient(handlers, { signedIn: false, ...options });

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
