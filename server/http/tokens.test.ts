import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenSigner, privilegesFor, TOKEN_LIFETIME_SECONDS } from './tokens';
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
    const signer = createTokenSigner('s3cret', () => now);
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
    const signer = createTokenSigner('s3cret');
    const first = Math.floor(Date.now() / 1000) - 600;
    expect(
      await signer.verify(
        await signer.issue({ user_id: 1, account_status: 'regular', orig_iat: first, token_version: 0 }),
      ),
    ).toMatchObject({ orig_iat: first });
  });

  it('refuses other secrets, alg none and payloads outside the contract', async () => {
    const signer = createTokenSigner('s3cret');
    const other = createTokenSigner('another');
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
