import { decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { freePort } from '../../testing/free-port';
import {
  signingKey,
  startTestOpenIdProvider,
  TEST_CLIENT_ID,
  type TestOpenIdProvider,
} from '../../testing/test-openid-provider';
import { createIdTokenVerifier } from './external-identity';
import type { IssuerKeyOptions } from './issuer-keys';

// A provider given by its issuer alone, against a real OpenID provider on a loopback port: its
// discovery document is read once, its keys are kept, fetched again for a key id not yet seen (at
// most once per cooldown) and after their maximum age, and a rotation at the provider needs nothing
// of the registry.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let A: JWK;
let B: JWK;
let op: TestOpenIdProvider;
beforeAll(async () => {
  [A, B] = await Promise.all([signingKey('key-a'), signingKey('key-b')]);
  op = await startTestOpenIdProvider([A]);
});
afterAll(() => op.close());
afterEach(() => vi.useRealTimers());

const verifierFor = (issuer: string, options?: IssuerKeyOptions) =>
  createIdTokenVerifier({ t1d: { issuer, audience: TEST_CLIENT_ID } }, options);

/** An id_token signed in the test with a key of its own (the provider's, or one nobody publishes). */
async function signed(key: JWK, claims: JWTPayload = {}, alg = 'RS256') {
  const now = Math.floor(Date.now() / 1000);
  const standard = { iss: op.issuer, aud: TEST_CLIENT_ID, iat: now, exp: now + 300 };
  return new SignJWT({ ...standard, sub: 'sub-local', email: 'local@external.example.org', ...claims })
    .setProtectedHeader({ alg, kid: key.kid })
    .sign(await importJWK(key, alg));
}

describe('a provider given by its issuer', () => {
  it('follows a key rotation: the new key is fetched for its unknown kid, the removed key is refused', async () => {
    const rotating = await startTestOpenIdProvider([A]);
    onTestFinished(() => rotating.close());
    const verifier = verifierFor(rotating.issuer, { cooldownMs: 200 });
    const fetched = () => rotating.requests;
    const tokenA = await rotating.idToken('ann');
    expect(decodeProtectedHeader(tokenA).kid).toBe('key-a');
    expect(await verifier.verify('t1d', tokenA)).toMatchObject({ subject: 'ann', email_verified: true });
    expect(fetched()).toEqual({ discovery: 1, jwks: 1 });
    // The keys are kept: the next sign-in asks the provider nothing.
    expect(await verifier.verify('t1d', await rotating.idToken('bob'))).toMatchObject({ subject: 'bob' });
    expect(fetched()).toEqual({ discovery: 1, jwks: 1 });

    await rotating.restart([B]);
    await pause(250);
    const tokenB = await rotating.idToken('cat');
    expect(decodeProtectedHeader(tokenB).kid).toBe('key-b');
    expect(await verifier.verify('t1d', tokenB)).toMatchObject({ subject: 'cat' });
    expect(fetched()).toEqual({ discovery: 1, jwks: 2 });
    // Key A is gone from the set fetched for B: refused, without a fetch within the cooldown...
    expect(await verifier.verify('t1d', tokenA)).toBeUndefined();
    expect(fetched().jwks).toBe(2);
    // ...and still refused once the cooldown allows another look.
    await pause(250);
    expect(await verifier.verify('t1d', tokenA)).toBeUndefined();
    expect(fetched()).toEqual({ discovery: 1, jwks: 3 });
  });

  it('fetches the keys for unknown key ids at most once a minute, and again after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verifier = verifierFor(op.issuer);
    const start = op.requests.jwks;
    expect(await verifier.verify('t1d', await signed(A))).toBeDefined();
    expect(op.requests.jwks - start).toBe(1);
    const unknownX = await signed(await signingKey('key-x'));
    const unknownY = await signed(await signingKey('key-y'));

    vi.setSystemTime(Date.now() + 59_000);
    expect(await verifier.verify('t1d', unknownX)).toBeUndefined();
    expect(op.requests.jwks - start).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await verifier.verify('t1d', unknownX)).toBeUndefined();
    expect(op.requests.jwks - start).toBe(2);
    // A second unknown key id within the cooldown of that fetch asks nothing.
    expect(await verifier.verify('t1d', unknownY)).toBeUndefined();
    expect(await verifier.verify('t1d', unknownX)).toBeUndefined();
    expect(op.requests.jwks - start).toBe(2);

    // Past the keys' maximum age even a known key fetches them again (a removed key stops working).
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await verifier.verify('t1d', await signed(A))).toBeDefined();
    expect(op.requests.jwks - start).toBe(3);
  });

  it.each([
    ['expired', () => signed(A, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['without an expiry', () => signed(A, { exp: undefined })],
    ['for another audience', () => signed(A, { aud: 'another-client' })],
    ['from another issuer', () => signed(A, { iss: 'https://login.example.org' })],
    [
      'signed by another key under the kid of the provider',
      async () => signed({ ...(await signingKey('x')), kid: 'key-a' }),
    ],
  ])('refuses a token %s', async (_label, make) => {
    const verifier = verifierFor(op.issuer);
    expect(await verifier.verify('t1d', await signed(A))).toMatchObject({ subject: 'sub-local' });
    expect(await verifier.verify('t1d', await make())).toBeUndefined();
  });

  it('accepts only the algorithms the discovery document names', async () => {
    // A published RSA key without `alg` would verify PS256 as well as RS256: the document decides.
    const { alg: _alg, ...anyRsa } = A;
    const rs256Only = await startTestOpenIdProvider([anyRsa], { idTokenAlgorithms: ['RS256'] });
    onTestFinished(() => rs256Only.close());
    const verifier = verifierFor(rs256Only.issuer);
    const claims = { iss: rs256Only.issuer };
    expect(await verifier.verify('t1d', await signed(anyRsa, claims, 'RS256'))).toMatchObject({ subject: 'sub-local' });
    expect(await verifier.verify('t1d', await signed(anyRsa, claims, 'PS256'))).toBeUndefined();
  });

  it('refuses every token when the discovery document names another issuer', async () => {
    // The same provider under another name: its document says 127.0.0.1.
    const logs: string[] = [];
    const verifier = verifierFor(op.issuer.replace('127.0.0.1', 'localhost'), { log: (line) => logs.push(line) });
    const jwks = op.requests.jwks;
    const token = await signed(A, { iss: op.issuer.replace('127.0.0.1', 'localhost') });
    expect(await verifier.verify('t1d', token)).toBeUndefined();
    expect(op.requests.jwks).toBe(jwks);
    expect(logs).toEqual([expect.stringContaining(`names the issuer "${op.issuer}"`)]);
  });

  it('waits for a provider out of reach: refused at once, then tried again after a while', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const logs: string[] = [];
    const verifier = verifierFor(issuer, { discoveryRetryMs: 300, log: (line) => logs.push(line) });
    const token = await signed(A, { iss: issuer });
    expect(await verifier.verify('t1d', token)).toBeUndefined();
    expect(logs).toEqual([expect.stringContaining(`${issuer}/.well-known/openid-configuration could not be used`)]);

    const late = await startTestOpenIdProvider([A], { port });
    try {
      // Within the retry delay the provider is not asked.
      expect(await verifier.verify('t1d', token)).toBeUndefined();
      expect(late.requests.discovery).toBe(0);
      await pause(350);
      expect(await verifier.verify('t1d', token)).toMatchObject({ subject: 'sub-local' });
      expect(late.requests).toEqual({ discovery: 1, jwks: 1 });
    } finally {
      await late.close();
    }
  });
});
