import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { Compile } from 'typebox/compile';
import { TokenPayload, type AccountState, type Privilege } from '@contract';
import { MAX_SESSION_AGE_SECONDS } from '@contract/session-limits';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/**
 * A session (from the first sign-in, `orig_iat`) lasts at most this long: a re-issued token never
 * expires later, and an older token is refused, so renewals stop and the participant signs in again.
 */
export { MAX_SESSION_AGE_SECONDS };

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
  issue(claims: {
    user_id: number;
    account_status: AccountState;
    role?: string;
    orig_iat?: number;
    /** The participant's token version: a reset, change or withdrawal moves it and ends older tokens. */
    token_version: number;
  }): Promise<string>;
  /** The payload of a valid, unexpired token signed by us; undefined otherwise. */
  verify(token: string): Promise<TokenPayload | undefined>;
}

// Every API call verifies a token: the claims' schema is compiled once.
const claimsCheck = Compile(TokenPayload);

/**
 * The secrets of the tokens: `signing` (REGISTRY_JWT_SECRET) signs every token issued; a token
 * signed with one of `accepted` (REGISTRY_JWT_ACCEPTED_SECRETS) is still taken, so a secret can be
 * replaced by a rolling restart without signing anyone out (docs/deploy.md, "Rotating secrets").
 */
export interface TokenSecrets {
  signing: string;
  accepted?: readonly string[];
}

/**
 * A secret's key id, the `kid` of the tokens it signs: a verifier finds the one key to check a
 * token with. It is an HMAC of a fixed label under the secret, so every process with the same
 * secret names it alike, and it tells nothing an HS256 signature does not already.
 */
export function keyId(secret: string): string {
  return createHmac('sha256', secret).update('registry token key id').digest('base64url').slice(0, 16);
}

interface VerificationKey {
  kid: string;
  secret: Buffer;
  /** For signing (jose). */
  key: Promise<CryptoKey>;
}

function verificationKey(secret: string): VerificationKey {
  // Imported once; given the raw secret, jose would import it again at every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return { kid: keyId(secret), secret: Buffer.from(secret), key };
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A JSON object from a base64url segment; undefined when it is none. */
function jsonSegment(segment: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A compact HS256 token split and its header read, or undefined when it is no such token: only
 * `alg: HS256` is taken, and no header that asks for extensions (`crit`, `b64`), which we never issue.
 */
function hs256Parts(token: string) {
  const parts = token.split('.');
  if (parts.length !== 3 || !BASE64URL.test(parts[2])) return undefined;
  const header = jsonSegment(parts[0]);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return undefined;
  return {
    header,
    signed: `${parts[0]}.${parts[1]}`,
    payload: parts[1],
    signature: Buffer.from(parts[2], 'base64url'),
  };
}

/**
 * The registered time claims as RFC 7519 §4.1 and jose read them: numbers when present, `exp`
 * after now, `nbf` not after now (seconds, no leeway).
 */
function timeClaimsHold(payload: JWTPayload, nowSeconds: number): boolean {
  for (const claim of ['exp', 'nbf', 'iat'] as const)
    if (payload[claim] !== undefined && typeof payload[claim] !== 'number') return false;
  if (payload.exp !== undefined && payload.exp <= nowSeconds) return false;
  return !(payload.nbf !== undefined && payload.nbf > nowSeconds);
}

/**
 * `lifetimeSeconds` is the lifetime of one token (60 minutes); only tests shorten it, to see a
 * session's warning and end without waiting an hour.
 */
export function createTokenSigner(
  secrets: TokenSecrets,
  now: () => number = () => Date.now(),
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
): TokenSigner {
  const signing = verificationKey(secrets.signing);
  const keys = [signing];
  for (const secret of secrets.accepted ?? []) {
    const key = verificationKey(secret);
    if (!keys.some((k) => k.kid === key.kid)) keys.push(key);
  }

  // Every API call verifies a token, so the check is node's HMAC, synchronous (as jose's would be
  // a WebCrypto job per call): the HS256 signature in constant time, then the time claims.
  function verifiedPayload(token: string): JWTPayload | undefined {
    const parts = hs256Parts(token);
    if (!parts) return undefined;
    const kid = typeof parts.header.kid === 'string' ? parts.header.kid : undefined;
    // A token names its key; one issued before key ids (none named) is tried with each secret.
    const signedBy = (kid === undefined ? keys : keys.filter((k) => k.kid === kid)).some((candidate) => {
      const expected = createHmac('sha256', candidate.secret).update(parts.signed).digest();
      return expected.length === parts.signature.length && timingSafeEqual(expected, parts.signature);
    });
    if (!signedBy) return undefined;
    const payload = jsonSegment(parts.payload) as JWTPayload | undefined;
    return payload && timeClaimsHold(payload, Math.floor(now() / 1000)) ? payload : undefined;
  }

  return {
    async issue({ user_id, account_status, role, orig_iat, token_version }) {
      const iat = Math.floor(now() / 1000);
      const first = orig_iat ?? iat;
      return new SignJWT({
        user_id,
        account_status,
        privileges: privilegesFor(account_status, role),
        orig_iat: first,
        token_version,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: signing.kid })
        .setIssuedAt(iat)
        .setExpirationTime(Math.min(iat + lifetimeSeconds, first + MAX_SESSION_AGE_SECONDS))
        .sign(await signing.key);
    },
    async verify(token) {
      const payload = verifiedPayload(token);
      if (!payload) return undefined;
      const claims = {
        user_id: payload.user_id,
        account_status: payload.account_status,
        privileges: payload.privileges,
        exp: payload.exp,
        orig_iat: payload.orig_iat,
        token_version: payload.token_version,
      };
      if (!claimsCheck.Check(claims) || claims.token_version === undefined) return undefined;
      const tooOld = Math.floor(now() / 1000) - claims.orig_iat > MAX_SESSION_AGE_SECONDS;
      return tooOld ? undefined : claims;
    },
  };
}
