import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { createTokenSigner, keyId, privilegesFor, TOKEN_LIFETIME_SECONDS } from './tokens';
import { hashPassword, verifyPassword } from '../modules/accounts/password';

describe('privilegesFor (DECISIONS §3)', () => {
  it.each([
    ['regular', ['registry:user']],
    ['pending', ['registry:user']],
    ['reconsent_pending', ['registry:user', 'registry:child_profile']],
    ['reconsent', ['registry:user', 'registry:reconsent']],
    ['assent', ['registry:user', 'registry:assent']],
  ] as const)('%s → %j', (state, ids) => {
    expect(privilegesFor(state).map((p) => p.id)).toEqual(ids);
  });
  it('keeps a staff role, which the app sends to forbidden access', () => {
    expect(privilegesFor('regular', 'admin').map((p) => p.id)).toEqual(['registry:admin']);
  });
});

describe('token signer', () => {
  const start = Date.UTC(2026, 0, 1);
  it('issues HS256 tokens of 60 minutes that verify until they expire', async () => {
    let now = start;
    const signer = createTokenSigner({ signing: 's3cret' }, () => now);
    const token = await signer.issue({ user_id: 7, account_status: 'regular', token_version: 0 });
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(await signer.verify(token)).toMatchObject({
      user_id: 7,
      orig_iat: start / 1000,
      exp: start / 1000 + TOKEN_LIFETIME_SECONDS,
    });
    now = start + (TOKEN_LIFETIME_SECONDS - 1) * 1000;
    expect(await signer.verify(token)).toBeDefined();
    now = start + (TOKEN_LIFETIME_SECONDS + 1) * 1000;
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('keeps orig_iat when re-issued', async () => {
    const signer = createTokenSigner({ signing: 's3cret' });
    const first = Math.floor(Date.now() / 1000) - 600;
    expect(
      await signer.verify(
        await signer.issue({ user_id: 1, account_status: 'regular', orig_iat: first, token_version: 0 }),
      ),
    ).toMatchObject({ orig_iat: first });
  });

  it('refuses other secrets, alg none and payloads outside the contract', async () => {
    const signer = createTokenSigner({ signing: 's3cret' });
    const other = createTokenSigner({ signing: 'another' });
    expect(
      await signer.verify(await other.issue({ user_id: 1, account_status: 'regular', token_version: 0 })),
    ).toBeUndefined();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ user_id: 1, account_status: 'regular', privileges: [], orig_iat: 1, exp: 9999999999 }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${body}.`)).toBeUndefined();
    const odd = await new SignJWT({ user_id: 'one', account_status: 'regular', privileges: [], orig_iat: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('s3cret'));
    expect(await signer.verify(odd)).toBeUndefined();
  });
});

describe('the signature and claims check of every call', () => {
  const claims = { user_id: 1, account_status: 'regular', privileges: privilegesFor('regular'), token_version: 0 };
  const signed = (header: Record<string, unknown>, payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(new TextEncoder().encode('s3cret'));
  const now = Math.floor(Date.now() / 1000);
  const signer = createTokenSigner({ signing: 's3cret' });

  it('refuses a changed payload or signature, and a token in any other shape', async () => {
    const token = await signer.issue({ user_id: 1, account_status: 'regular', token_version: 0 });
    const [head, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), user_id: 2 }),
    ).toString('base64url');
    for (const bad of [
      `${head}.${forged}.${signature}`,
      `${head}.${body}.${signature.slice(0, -2)}`,
      `${head}.${body}.${signature}.`,
      `${head}.${body}`,
      `${head}.${body}.${signature}x`,
      `${head}.${body}.${Buffer.from(signature, 'base64url').toString('base64')}=`,
      'not a token',
    ])
      expect(await signer.verify(bad)).toBeUndefined();
    expect(await signer.verify(token)).toMatchObject({ user_id: 1 });
  });

  it('refuses a token not yet valid, time claims that are no numbers, and headers asking for extensions', async () => {
    const times = { orig_iat: now, exp: now + 600 };
    expect(await signer.verify(await signed({ alg: 'HS256' }, { ...claims, ...times }))).toMatchObject({ user_id: 1 });
    expect(await signer.verify(await signed({ alg: 'HS256' }, { ...claims, ...times, nbf: now + 60 }))).toBeUndefined();
    expect(await signer.verify(await signed({ alg: 'HS256' }, { ...claims, ...times, iat: 'now' }))).toBeUndefined();
    expect(
      await signer.verify(await signed({ alg: 'HS256' }, { ...claims, orig_iat: now, exp: `${now + 600}` })),
    ).toBeUndefined();
    expect(await signer.verify(await signed({ alg: 'HS256' }, { ...claims, orig_iat: now, exp: now }))).toBeUndefined();
    // jose signs no unknown extension, so this one is signed by hand.
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${b64({ alg: 'HS256', crit: ['exp'], exp: true })}.${b64({ ...claims, ...times })}`;
    const mac = createHmac('sha256', 's3cret').update(input).digest('base64url');
    expect(await signer.verify(`${input}.${mac}`)).toBeUndefined();
  });
});

describe('a token secret replaced (key ids)', () => {
  const claims = { user_id: 3, account_status: 'regular', token_version: 0 } as const;
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  /** A token as issued before key ids: the same claims, no kid in its header. */
  const withoutKid = (secret: string) =>
    new SignJWT({ ...claims, privileges: privilegesFor('regular'), orig_iat: Math.floor(Date.now() / 1000) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

  it('names the signing secret in every token, alike in every process', async () => {
    const token = await createTokenSigner({ signing: 'old', accepted: ['next'] }).issue(claims);
    expect(kidOf(token)).toBe(keyId('old'));
    expect(keyId('old')).toBe(keyId('old'));
    expect(keyId('old')).not.toBe(keyId('new'));
    expect(keyId('old')).not.toContain('old');
  });

  it("takes a token of an accepted secret, and a re-issue moves it to the signing secret's key", async () => {
    const old = await createTokenSigner({ signing: 'old' }).issue(claims);
    const rotated = createTokenSigner({ signing: 'new', accepted: ['old'] });
    const verified = await rotated.verify(old);
    expect(verified).toMatchObject({ user_id: 3 });
    const renewed = await rotated.issue({ ...claims, orig_iat: verified!.orig_iat });
    expect(kidOf(renewed)).toBe(keyId('new'));
    expect(await createTokenSigner({ signing: 'new' }).verify(renewed)).toMatchObject({ user_id: 3 });
    // The previous secret no longer listed: its tokens end.
    expect(await createTokenSigner({ signing: 'new' }).verify(old)).toBeUndefined();
  });

  it('verifies a token without a key id against the signing and the accepted secrets only', async () => {
    const rotated = createTokenSigner({ signing: 'new', accepted: ['old'] });
    expect(await rotated.verify(await withoutKid('old'))).toMatchObject({ user_id: 3 });
    expect(await rotated.verify(await withoutKid('new'))).toMatchObject({ user_id: 3 });
    expect(await rotated.verify(await withoutKid('older'))).toBeUndefined();
  });

  it('refuses a token whose key id names no secret it holds, even signed with one it does', async () => {
    const signedWithNew = (kid: string) =>
      new SignJWT({ ...claims, privileges: privilegesFor('regular'), orig_iat: Math.floor(Date.now() / 1000) })
        .setProtectedHeader({ alg: 'HS256', kid })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('new'));
    const rotated = createTokenSigner({ signing: 'new', accepted: ['old'] });
    expect(await rotated.verify(await signedWithNew(keyId('new')))).toMatchObject({ user_id: 3 });
    expect(await rotated.verify(await signedWithNew(keyId('older')))).toBeUndefined();
  });
});

describe('scrypt passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Abc-1234');
    const b = await hashPassword('Abc-1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Abc-1234', a)).toBe(true);
    expect(await verifyPassword('abc-1234', a)).toBe(false);
    expect(await verifyPassword('Abc-1234', null)).toBe(false);
    expect(await verifyPassword('Abc-1234', 'md5$abc')).toBe(false);
  });
});
