import { SignJWT, jwtVerify } from 'jose';
import { Value } from 'typebox/value';
import { TokenPayload, type AccountState, type Privilege } from '../../src/shared/api/contract';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

const USER: Privilege = { id: 'registry:user', title: 'Registry participant' };
const PENDING: Partial<Record<AccountState, Privilege>> = {
  reconsent_pending: { id: 'registry:child_profile', title: 'Child profile hand-off' },
  reconsent: { id: 'registry:reconsent', title: 'Re-consent' },
  assent: { id: 'registry:assent', title: 'Assent' },
};

/**
 * Privileges per DECISIONS §3: every participant holds `registry:user`; a pending state adds
 * exactly one of the restricted group. A role other than `user` stays as stored (staff accounts).
 */
export function privilegesFor(state: AccountState, role = 'user'): Privilege[] {
  const base: Privilege = role === 'user' ? USER : { id: `registry:${role}`, title: role };
  const pending = PENDING[state];
  return pending ? [base, pending] : [base];
}

/** `Authorization: JWT <token>` (DECISIONS §3); `Bearer` is accepted too for tools like curl. */
export function readToken(header: string | undefined): string | undefined {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export interface TokenSigner {
  issue(claims: { user_id: number; account_status: AccountState; role?: string; orig_iat?: number }): Promise<string>;
  /** The payload of a valid, unexpired token signed by us; undefined otherwise. */
  verify(token: string): Promise<TokenPayload | undefined>;
}

export function createTokenSigner(secret: string, now: () => number = () => Date.now()): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ user_id, account_status, role, orig_iat }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({
        user_id,
        account_status,
        privileges: privilegesFor(account_status, role),
        orig_iat: orig_iat ?? iat,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) });
        const claims = {
          user_id: payload.user_id,
          account_status: payload.account_status,
          privileges: payload.privileges,
          exp: payload.exp,
          orig_iat: payload.orig_iat,
        };
        return Value.Check(TokenPayload, claims) ? claims : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
