import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../testing/free-port';
import { createTestApp, oauthAccount, type TestApp } from '../../testing/test-app';
import {
  signingKey,
  startTestOpenIdProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestOpenIdProvider,
} from '../../testing/test-openid-provider';
import { createIdTokenVerifier } from './external-identity';
import { OAUTH_UNVERIFIED } from './service';

// The app's own external sign-in against a real OpenID provider (oidc-provider on a loopback port)
// given by its issuer and a client secret: /settings.json shows its button, the button's address
// leads to the provider's sign-in page, and the code the provider sends back to the app's
// /oauth/{provider} is exchanged by the server at the provider's token endpoint, as its
// confidential client, for the id_token that signs in.

const PUBLIC_URL = 'https://registry.example.org';
const ELSEWHERE = 'https://elsewhere.example.org';

let op: TestOpenIdProvider;
let t: TestApp;
let downIssuer: string;
const logLines: string[] = [];
beforeAll(async () => {
  op = await startTestOpenIdProvider([await signingKey('key-a')], {
    redirectUris: [`${PUBLIC_URL}/oauth/t1d`, `${PUBLIC_URL}/oauth/wrong`, `${ELSEWHERE}/oauth/t1d`],
  });
  downIssuer = `http://127.0.0.1:${await freePort()}`;
  const client = { audience: TEST_CLIENT_ID };
  const providers = {
    t1d: { issuer: op.issuer, ...client, client_secret: TEST_CLIENT_SECRET },
    wrong: { issuer: op.issuer, ...client, client_secret: 'not-the-client-secret' },
    down: { issuer: downIssuer, ...client, client_secret: TEST_CLIENT_SECRET },
  };
  t = await createTestApp({
    env: { REGISTRY_OAUTH_PROVIDERS: JSON.stringify(providers), REGISTRY_PUBLIC_URL: PUBLIC_URL },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const oauth = (provider: string, token: string) => oauthAccount(t.app, provider, token);

/** The participant a sign-in's token belongs to. */
async function me(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/registry/me',
    headers: { authorization: `JWT ${token}` },
  });
  return res.json<{ id: number; email: string; auth_methods: string[] }>();
}

/** The query the app's button adds to `oauth.authorizeUrl` (src/shared/lib/oauth-authorize.ts). */
const buttonQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: TEST_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${PUBLIC_URL}/oauth/t1d`,
    scope: 'openid email profile',
    state: 'state-of-this-tab',
    ...extra,
  });

/** A code for `login` through the registry's authorize address, as the browser gets it. */
async function codeThroughButton(login: string, extra: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/oauth/t1d/authorize?${buttonQuery(extra)}` });
  expect(res.statusCode).toBe(302);
  return op.code(login, String(res.headers.location));
}

/** The messages of the log's warnings, from its `from`th line on. */
const warnings = (from = 0) =>
  logLines
    .slice(from)
    .map((line) => JSON.parse(line) as { level?: number; msg?: string })
    .filter((line) => line.level === 40)
    .map((line) => line.msg ?? '');

describe('external sign-in through a provider with a client secret', () => {
  it('shows the button in /settings.json, known at start without asking the provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings.json' });
    expect(res.json<{ oauth: unknown }>().oauth).toEqual({
      authorizeUrl: '/oauth/t1d/authorize',
      clientId: TEST_CLIENT_ID,
      provider: 't1d',
    });
    expect(op.requests.discovery).toBe(0);
  });

  it("sends the button's browser to the provider's authorization endpoint with the app's query", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/oauth/t1d/authorize?${buttonQuery()}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${op.issuer}/auth`);
    expect(Object.fromEntries(location.searchParams)).toEqual(Object.fromEntries(buttonQuery()));
  });

  it('signs in with the code the provider sends back, creating the account; the next sign-in finds it', async () => {
    const code = await codeThroughButton('coder');
    const first = await oauth('t1d', code);
    expect(first.statusCode, first.body).toBe(200);
    const created = await me(first.json<{ token: string }>().token);
    expect(created).toMatchObject({ email: 'coder@external.example.org', auth_methods: ['oauth'] });

    const again = await oauth('t1d', await codeThroughButton('coder'));
    expect(again.statusCode, again.body).toBe(200);
    expect((await me(again.json<{ token: string }>().token)).id).toBe(created.id);
    // The code is the participant's key to the account for a moment: it is never logged.
    expect(logLines.some((line) => line.includes(code))).toBe(false);
  });

  it("confirms the consent's re-authentication with the code of a fresh sign-in", async () => {
    const signedIn = await oauth('t1d', await codeThroughButton('signer'));
    const headers = { authorization: `JWT ${signedIn.json<{ token: string }>().token}` };
    const code = await codeThroughButton('signer', { prompt: 'login', max_age: '0' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registry/reauth/provider',
      headers,
      payload: { provider: 't1d', code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reauth_token: expect.any(String) });
  });

  it('still takes an id_token given directly', async () => {
    const res = await oauth('t1d', await op.idToken('direct'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(res.json<{ token: string }>().token)).toMatchObject({ email: 'direct@external.example.org' });
  });

  it('refuses a code used twice, and logs the provider and why without the code', async () => {
    const code = await codeThroughButton('twice');
    expect((await oauth('t1d', code)).statusCode).toBe(200);
    const replay = await oauth('t1d', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ token: [OAUTH_UNVERIFIED] });
    expect(warnings()).toContainEqual(
      expect.stringMatching(/^External sign-in through "t1d" is refused: .* answered 400 \(invalid_grant\)/),
    );
    expect(logLines.some((line) => line.includes(code))).toBe(false);
  });

  it('refuses a code issued for another return address', async () => {
    const code = await op.code('astray', op.authorizeUrl(`${ELSEWHERE}/oauth/t1d`));
    const before = logLines.length;
    const res = await oauth('t1d', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [OAUTH_UNVERIFIED] });
    // The provider refused it: the registry named its own return address, not the code's.
    expect(warnings(before)).toEqual([expect.stringMatching(/"t1d" is refused: .* \(invalid_grant\)/)]);
  });

  it('refuses the exchange with a wrong client secret', async () => {
    // A code for the `wrong` provider's own return address: only its secret is wrong.
    const code = await op.code('unlucky', op.authorizeUrl(`${PUBLIC_URL}/oauth/wrong`));
    const res = await oauth('wrong', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [OAUTH_UNVERIFIED] });
    expect(warnings()).toContainEqual(
      expect.stringMatching(/^External sign-in through "wrong" is refused: .* answered 401 \(invalid_client\)/),
    );
  });

  it('answers a provider out of reach as unverified, and sends its button back to the app with the error', async () => {
    const res = await oauth('down', 'a-code-nobody-can-exchange');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [OAUTH_UNVERIFIED] });
    const away = await t.app.inject({ method: 'GET', url: '/oauth/down/authorize?client_id=x&state=s-1' });
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/oauth/down?error=temporarily_unavailable&state=s-1');
    // The server goes on serving.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('has no authorize address for a provider it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oauth/nobody/authorize?state=x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the code exchange', () => {
  it('gives up on a token endpoint that does not answer in time', async () => {
    const slow = await startTestOpenIdProvider([await signingKey('key-s')], { tokenDelayMs: 3_000 });
    onTestFinished(() => slow.close());
    const logs: string[] = [];
    const verifier = createIdTokenVerifier(
      { t1d: { issuer: slow.issuer, audience: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET } },
      { publicUrl: PUBLIC_URL, timeoutMs: 500, log: (line) => logs.push(line) },
    );
    const code = await slow.code('patient');
    const started = Date.now();
    expect(await verifier.verify('t1d', code)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logs).toEqual([expect.stringMatching(/^External sign-in through "t1d" is refused: .*timeout/)]);
  });
});
