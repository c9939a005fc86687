import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { paths } from '@/config/paths';
import type { GlucoseVendor } from '../../context';
import { identityOf, type ExternalIdentity, type ExternalIdentityVerifier } from './external-identity';

// A real OpenID provider for development and the e2e tests (REGISTRY_DEV_OIDC=1, never in
// production): oidc-provider mounted under /oidc on the API's port, with one confidential client
// (the registry) and the dev login page that accepts any login name. Production points the
// `oauth` settings and REGISTRY_OAUTH_PROVIDERS at the real provider instead.

export const DEV_OIDC_PREFIX = '/oidc';
export const DEV_OIDC_PROVIDER = 't1d';
export const DEV_OIDC_CLIENT_ID = 'registry-dev';
/** The same provider playing a CGM vendor has a client of its own. */
export const DEV_GLUCOSE_CLIENT_ID = 'glucose-vendor';
export const DEV_GLUCOSE_VENDOR = 'dev-cgm';

interface DevIdentity {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
}

/**
 * The seeded external identity: its e-mail matches the demo adult, so signing in through the
 * provider as `adult` (or that address) signs in to the demo adult's registry account. Any other
 * login name is a new external identity (`<name>@external.example.org`, or the name itself when
 * it is an address), which the registry turns into a new account without a profile type.
 */
export const DEV_OIDC_IDENTITIES: readonly DevIdentity[] = [
  { sub: 'dev-t1d-adult', email: 'adult@demo.example.org', given_name: 'Alex', family_name: 'Adult' },
];

export function devIdentityFor(login: string): DevIdentity {
  const name = login.trim().toLowerCase();
  const seeded = DEV_OIDC_IDENTITIES.find((i) => i.sub === name || i.email === name || i.email.split('@')[0] === name);
  if (seeded) return seeded;
  const email = name.includes('@') ? name : `${name.replace(/[^a-z0-9._-]/g, '') || 'someone'}@external.example.org`;
  return { sub: `dev-${email}`, email, given_name: 'External', family_name: 'User' };
}

export interface DevOidcOptions {
  /** Public origin of the registry (REGISTRY_PUBLIC_URL or http://localhost:PORT). */
  publicUrl: string;
  port: string;
}

export interface DevOidc {
  /** What /settings.json tells the client (DECISIONS §5 `oauth`). */
  settings: { authorizeUrl: string; clientId: string; provider: string };
  /** Mounts the provider under /oidc; also gives the verifier its way in. */
  register(app: FastifyInstance): Promise<void>;
  /** `POST /registry/oauth/account` for provider `t1d`: the code is exchanged at the provider's token endpoint. */
  verifier(fallback: ExternalIdentityVerifier): ExternalIdentityVerifier;
  /** The provider as a CGM vendor with its own confidential client (REGISTRY_DEV_GLUCOSE_VENDOR=1). */
  glucoseVendor: GlucoseVendor;
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

export async function createDevOidc({ publicUrl, port }: DevOidcOptions): Promise<DevOidc> {
  const issuer = `${publicUrl.replace(/\/$/, '')}${DEV_OIDC_PREFIX}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const glucoseSecret = randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'dev-oidc', alg: 'RS256', use: 'sig' } as JWK;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = signingKey;
  const verifyKey = await importJWK(publicJwk, 'RS256');
  // The browser may use either loopback name; the return route must match exactly.
  const origins = new Set([publicUrl.replace(/\/$/, ''), `http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  const redirectUris = [...origins].map((o) => `${o}/oauth/${DEV_OIDC_PROVIDER}`);

  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_OIDC_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        // The id_token says when the person signed in: the consent's re-authentication checks it is fresh.
        require_auth_time: true,
      },
      {
        client_id: DEV_GLUCOSE_CLIENT_ID,
        client_secret: glucoseSecret,
        redirect_uris: [...origins].flatMap((o) => [
          `${o}${paths.glucoseDeviceLink.path}`,
          `${o}${paths.glucoseDeviceReturn.path}`,
        ]),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx, id) {
      const identity = devIdentityFor(id);
      return { accountId: id, claims: async () => ({ ...identity, sub: id, email_verified: true }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Email and name in the id_token itself, so the registry needs no userinfo call.
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    ttl: { AuthorizationCode: 600, IdToken: 600, AccessToken: 600, Session: 3600, Interaction: 1800, Grant: 3600 },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  let app: FastifyInstance | undefined;

  /** The token endpoint's verified id_token claims for a code of `clientId`, or undefined. */
  async function tokenRequest(clientId: string, secret: string, fields: Record<string, string>) {
    if (!app) return undefined;
    const res = await app.inject({
      method: 'POST',
      url: `${DEV_OIDC_PREFIX}/token`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      payload: form({ grant_type: 'authorization_code', ...fields }),
    });
    if (res.statusCode !== 200) return undefined;
    const { id_token: idToken } = res.json<{ id_token?: string }>();
    if (!idToken) return undefined;
    return (await jwtVerify(idToken, verifyKey, { issuer, audience: clientId })).payload;
  }

  async function exchange(code: string): Promise<ExternalIdentity | undefined> {
    // The token endpoint needs the return route the code was issued for.
    const stored = await provider.AuthorizationCode.find(code);
    if (!stored?.redirectUri) return undefined;
    const payload = await tokenRequest(DEV_OIDC_CLIENT_ID, clientSecret, { code, redirect_uri: stored.redirectUri });
    return payload && identityOf(DEV_OIDC_PROVIDER, payload);
  }

  const glucoseVendor: GlucoseVendor = {
    name: DEV_GLUCOSE_VENDOR,
    settings: { enabled: true, authorizeUrl: `${DEV_OIDC_PREFIX}/auth`, clientId: DEV_GLUCOSE_CLIENT_ID },
    authorizeUrl({ state, redirectUri, codeChallenge }) {
      const query = new URLSearchParams({
        client_id: DEV_GLUCOSE_CLIENT_ID,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${DEV_OIDC_PREFIX}/auth?${query}`;
    },
    async exchange({ code, redirectUri, codeVerifier }) {
      try {
        const payload = await tokenRequest(DEV_GLUCOSE_CLIENT_ID, glucoseSecret, {
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        });
        return typeof payload?.sub === 'string' ? { subject: payload.sub } : undefined;
      } catch {
        return undefined;
      }
    },
  };

  return {
    glucoseVendor,
    settings: { authorizeUrl: `${DEV_OIDC_PREFIX}/auth`, clientId: DEV_OIDC_CLIENT_ID, provider: DEV_OIDC_PROVIDER },
    async register(parent) {
      app = parent;
      await parent.register(async (scope) => {
        // Leave the body stream unread: oidc-provider parses its own form posts.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
        const handler = (
          request: { raw: { url?: string; originalUrl?: string } },
          reply: { hijack(): void; raw: unknown },
        ) => {
          reply.hijack();
          const raw = request.raw;
          raw.originalUrl = raw.url;
          raw.url = (raw.url ?? '').slice(DEV_OIDC_PREFIX.length) || '/';
          void callback(raw as never, reply.raw as never);
        };
        scope.all(DEV_OIDC_PREFIX, handler);
        scope.all(`${DEV_OIDC_PREFIX}/*`, handler);
      });
    },
    verifier(fallback) {
      return {
        async verify(name, token) {
          if (name !== DEV_OIDC_PROVIDER) return fallback.verify(name, token);
          try {
            return await exchange(token);
          } catch {
            return undefined;
          }
        },
      };
    },
  };
}
