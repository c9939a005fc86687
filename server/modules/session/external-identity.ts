import {
  decodeProtectedHeader,
  importJWK,
  importSPKI,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyObject,
} from 'jose';
import { oauthRedirectUri } from '@/config/paths';
import type { ExternalIdentity, ExternalIdentityVerifier } from '../../context';
import { exchangeCode } from './code-exchange';
import { issuerKeys, type IssuerKeyOptions } from './issuer-keys';
import type { ProviderKey } from './provider-config';

// The seam for `POST /registry/oauth/account` (its interfaces are in context.ts, where the
// server's services are named): a verifier of id_tokens signed by each provider's keys, the ones
// its issuer publishes or one configured with it. For a provider with a client secret, what the
// app's sign-in brings back is an authorization code: it is exchanged for the id_token first.
export type { ExternalIdentity, ExternalIdentityVerifier } from '../../context';
export { buttonProvider, providersFromEnv, type ProviderKey } from './provider-config';
export type { IssuerKeyOptions } from './issuer-keys';

export interface ExternalIdentityOptions extends IssuerKeyOptions {
  /**
   * The origin the app runs on (REGISTRY_PUBLIC_URL): a code is exchanged with the return address
   * the app sent the browser with, `<publicUrl>/oauth/<provider>`.
   */
  publicUrl?: string;
}

/** The verifier, and what the sign-in button's way to the provider needs of the same discovery. */
export interface ProviderVerifier extends ExternalIdentityVerifier {
  /**
   * Where a provider with a client secret signs the browser in (its discovery document's
   * `authorization_endpoint`); undefined for any other provider, or when the provider cannot be read.
   */
  authorizationEndpoint(provider: string): Promise<URL | undefined>;
}

type Key = KeyObject | Uint8Array | CryptoKey;
interface Resolved {
  key: Key | JWTVerifyGetKey;
  algorithms: string[];
  authorizationEndpoint?: URL;
  tokenEndpoint?: URL;
}

/** The algorithms a configured key may sign with (jose also checks that the key fits the algorithm). */
const CONFIGURED_KEY_ALGORITHMS = ['RS256', 'ES256', 'HS256'];

async function importConfigured(key: NonNullable<ProviderKey['key']>): Promise<Key> {
  if (typeof key !== 'string') return (await importJWK(key, key.alg ?? 'RS256')) as CryptoKey;
  if (key.includes('BEGIN PUBLIC KEY')) return importSPKI(key, 'RS256');
  return new TextEncoder().encode(key);
}

/** A signed JWT (three parts, a readable header naming its algorithm); an authorization code is not. */
function isJws(token: string): boolean {
  if (token.split('.').length !== 3) return false;
  try {
    return typeof decodeProtectedHeader(token).alg === 'string';
  } catch {
    return false;
  }
}

/** Who the id_token says signed in, or undefined when it names no subject or address. */
export function identityOf(provider: string, payload: JWTPayload): ExternalIdentity | undefined {
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
  return {
    provider,
    subject: payload.sub,
    email: payload.email,
    email_verified: payload.email_verified === true,
    first_name: typeof payload.given_name === 'string' ? payload.given_name : undefined,
    last_name: typeof payload.family_name === 'string' ? payload.family_name : undefined,
    auth_time: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
  };
}

/**
 * Verifies a provider's id_token: its signature, issuer, audience, algorithm and expiry. For a
 * provider with a client secret, a token that is not a JWT is taken as an authorization code and
 * exchanged at the provider's token endpoint for the id_token, which is then verified the same
 * way. Any failure, the provider's own included (out of reach, a discovery document that does not
 * match, a refused or timed-out exchange), is one answer: undefined, which the sign-in turns into
 * the same 400; a failed exchange is logged with the provider's name, never the code.
 */
export function createIdTokenVerifier(
  providers: Record<string, ProviderKey>,
  options: ExternalIdentityOptions = {},
): ProviderVerifier {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const resolvers = new Map<string, () => Promise<Resolved>>();
  const resolverOf = (name: string, config: ProviderKey) => {
    let resolver = resolvers.get(name);
    if (!resolver) {
      if (config.key === undefined) {
        const keys = issuerKeys(name, config.issuer, options);
        resolver = async () => {
          const { getKey, algorithms, authorizationEndpoint, tokenEndpoint } = await keys();
          return { key: getKey, algorithms, authorizationEndpoint, tokenEndpoint };
        };
      } else {
        const imported = importConfigured(config.key);
        resolver = async () => ({ key: await imported, algorithms: CONFIGURED_KEY_ALGORITHMS });
      }
      resolvers.set(name, resolver);
    }
    return resolver;
  };
  const configOf = (provider: string) => (Object.hasOwn(providers, provider) ? providers[provider] : undefined);

  /** The id_token a code is exchanged for; undefined (and a log line) when the exchange fails. */
  async function exchanged(provider: string, config: ProviderKey, resolved: Resolved, code: string) {
    try {
      if (!resolved.tokenEndpoint) throw new Error('its discovery document names no token_endpoint');
      if (!options.publicUrl) throw new Error('the registry has no public URL to name as the return address');
      return await exchangeCode({
        tokenEndpoint: resolved.tokenEndpoint,
        clientId: config.audience,
        clientSecret: config.clientSecret!,
        code,
        redirectUri: oauthRedirectUri(options.publicUrl, provider),
        timeoutMs,
      });
    } catch (error) {
      options.log?.(
        `External sign-in through "${provider}" is refused: its authorization code could not be exchanged (${(error as Error).message}).`,
      );
      return undefined;
    }
  }

  return {
    async verify(provider, token) {
      const config = configOf(provider);
      if (!config) return undefined;
      try {
        const resolved = await resolverOf(provider, config)();
        const idToken =
          config.clientSecret !== undefined && !isJws(token)
            ? await exchanged(provider, config, resolved, token)
            : token;
        if (idToken === undefined) return undefined;
        const { key, algorithms } = resolved;
        const checks = { issuer: config.issuer, audience: config.audience, algorithms, requiredClaims: ['exp'] };
        const { payload } =
          typeof key === 'function' ? await jwtVerify(idToken, key, checks) : await jwtVerify(idToken, key, checks);
        return identityOf(provider, payload);
      } catch {
        return undefined;
      }
    },
    async authorizationEndpoint(provider) {
      const config = configOf(provider);
      if (config?.clientSecret === undefined) return undefined;
      let resolved: Resolved;
      try {
        resolved = await resolverOf(provider, config)();
      } catch {
        // Discovery reports its own failure.
        return undefined;
      }
      if (!resolved.authorizationEndpoint)
        options.log?.(
          `External sign-in through "${provider}" is refused: its discovery document names no authorization_endpoint.`,
        );
      return resolved.authorizationEndpoint;
    },
  };
}
