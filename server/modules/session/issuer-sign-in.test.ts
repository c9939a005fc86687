import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { freePort } from '../../testing/free-port';
import { createTestApp, oauthAccount, type TestApp } from '../../testing/test-app';
import {
  signingKey,
  startTestOpenIdProvider,
  TEST_CLIENT_ID,
  type TestOpenIdProvider,
} from '../../testing/test-openid-provider';
import { OAUTH_UNVERIFIED } from './service';

// The server configured through REGISTRY_OAUTH_PROVIDERS with issuers alone: one provider that
// answers (a real OpenID provider on a loopback port) and one that does not. The server starts
// without asking either; the one out of reach answers its sign-ins like a bad token, and says why
// in the log.

let op: TestOpenIdProvider;
let t: TestApp;
let downIssuer: string;
const logLines: string[] = [];
beforeAll(async () => {
  op = await startTestOpenIdProvider([await signingKey('key-a')]);
  downIssuer = `http://127.0.0.1:${await freePort()}`;
  const providers = {
    t1d: { issuer: op.issuer, audience: TEST_CLIENT_ID },
    down: { issuer: downIssuer, audience: TEST_CLIENT_ID },
  };
  t = await createTestApp({
    env: { REGISTRY_OAUTH_PROVIDERS: JSON.stringify(providers) },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

const oauth = (provider: string, token: string) => oauthAccount(t.app, provider, token);

describe('external sign-in through a provider given by its issuer', () => {
  it('started without asking any provider, then signs in with its id_token', async () => {
    expect(op.requests).toEqual({ discovery: 0, jwks: 0 });
    const res = await oauth('t1d', await op.idToken('issuer-only'));
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/registry/me',
      headers: { authorization: `JWT ${res.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ email: 'issuer-only@external.example.org', auth_methods: ['oauth'] });
    expect(op.requests).toEqual({ discovery: 1, jwks: 1 });
  });

  it('answers a sign-in through a provider out of reach as unverified, and logs why', async () => {
    const res = await oauth('down', await op.idToken('unlucky'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: [OAUTH_UNVERIFIED] });
    const warning = logLines.map((line) => JSON.parse(line) as { msg?: string }).find((l) => l.msg?.includes('"down"'));
    expect(warning?.msg).toContain(`${downIssuer}/.well-known/openid-configuration could not be used`);
  });

  it('stops the start naming REGISTRY_OAUTH_PROVIDERS for a value it cannot use', async () => {
    const env = {
      REGISTRY_OAUTH_PROVIDERS: JSON.stringify({ t1d: { issuer: 'http://login.example.org', audience: 'x' } }),
    };
    // The check comes before the database: the test's own is given in case it did not.
    await expect(buildApp({ rootDir: resolve('.'), db: t.db, env })).rejects.toThrow(
      /^The registry did not start\. REGISTRY_OAUTH_PROVIDERS gives "t1d" the issuer "http:\/\/login.example.org": it must be https:\/\//,
    );
  });
});
