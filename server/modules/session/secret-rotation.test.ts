import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { keyId } from '../../http/tokens';
import { createTestApp, freshDatabase, signUp, type TestApp } from '../../testing/test-app';

// REGISTRY_JWT_SECRET replaced by a rolling restart (docs/deploy.md, "Rotating secrets"), as processes on one database
// see it: before (old secret), the first round (old signs, the next is accepted), the second round
// (new signs, old accepted), and after the grace hour (new alone). A participant signed in before
// stays signed in through every round whichever process answers, and a renewal moves their session
// to the new key; once the old secret is no longer listed, its tokens are refused.

const OLD = 'rotation-old-secret-0123456789abcdef';
const NEW = 'rotation-new-secret-fedcba9876543210';

let db: Database;
const apps: TestApp[] = [];
async function processWith(env: Record<string, string>): Promise<TestApp['app']> {
  const t = await createTestApp({ db, jwtSecret: undefined, seed: false, env });
  apps.push(t);
  return t.app;
}
let before: TestApp['app'];
let firstRound: TestApp['app'];
let secondRound: TestApp['app'];
let after: TestApp['app'];

beforeAll(async () => {
  db = await freshDatabase();
  before = await processWith({ REGISTRY_JWT_SECRET: OLD });
  firstRound = await processWith({ REGISTRY_JWT_SECRET: OLD, REGISTRY_JWT_ACCEPTED_SECRETS: NEW });
  secondRound = await processWith({ REGISTRY_JWT_SECRET: NEW, REGISTRY_JWT_ACCEPTED_SECRETS: OLD });
  after = await processWith({ REGISTRY_JWT_SECRET: NEW });
}, 60_000);
afterAll(async () => {
  for (const t of apps) await t.app.close();
  await db.close();
});

const me = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'GET', url: '/api/registry/me', headers: { authorization: `JWT ${token}` } });
const refresh = (app: TestApp['app'], token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/registry/token-refresh',
    payload: {},
    headers: { authorization: `JWT ${token}` },
  });
const kid = (token: string) => decodeProtectedHeader(token).kid;

describe('the token secret replaced by a rolling restart', () => {
  it('keeps a session signed in before, on every process, and its renewal moves it to the new key', async () => {
    const { token: old } = await signUp(before, 'rotation.kept@example.com');
    expect(kid(old)).toBe(keyId(OLD));
    for (const app of [before, firstRound, secondRound]) expect((await me(app, old)).statusCode).toBe(200);

    const renewal = await refresh(secondRound, old);
    expect(renewal.statusCode).toBe(200);
    const renewed = renewal.json<{ token: string }>().token;
    expect(kid(renewed)).toBe(keyId(NEW));
    expect(decodeJwt(renewed).orig_iat).toBe(decodeJwt(old).orig_iat);
    // A process not restarted yet in the second round already takes the new key's tokens.
    for (const app of [firstRound, secondRound, after]) expect((await me(app, renewed)).statusCode).toBe(200);
  });

  it('refuses the old secret once it is no longer listed', async () => {
    const { token: old } = await signUp(before, 'rotation.ended@example.com');
    expect((await me(secondRound, old)).statusCode).toBe(200);
    expect((await me(after, old)).statusCode).toBe(401);
    expect((await refresh(after, old)).statusCode).toBe(401);
  });

  it('treats a token issued before key ids alike: the signing and accepted secrets only', async () => {
    const { token } = await signUp(before, 'rotation.no-kid@example.com');
    const { exp, iat, ...claims } = decodeJwt(token);
    const withoutKid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat!)
      .setExpirationTime(exp!)
      .sign(new TextEncoder().encode(OLD));
    expect(decodeProtectedHeader(withoutKid).kid).toBeUndefined();
    expect((await me(secondRound, withoutKid)).statusCode).toBe(200);
    expect((await me(after, withoutKid)).statusCode).toBe(401);
  });
});
