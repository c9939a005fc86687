import { importJWK, importSPKI, jwtVerify, type JWTVerifyGetKey, type KeyObject } from 'jose';
import type { ExternalIdentityVerifier } from '../../context';
import { issuerKeys, type IssuerKeyOptions } from './issuer-keys';
import type { ProviderKey } from './provider-config';

// The seam for `POST /registry/oauth/account` (its interfaces are in context.ts, where the
// server's services are named): a verifier of id_tokens signed by each provider's keys, the ones
// its issuer publishes or one configured with it.
export type { ExternalIdentity, ExternalIdentityVerifier } from '../../context';
export { providersFromEnv, type ProviderKey } from './provider-config';
export type { IssuerKeyOptions } from './issuer-keys';

type Key = KeyObject | Uint8Array | CryptoKey;
type Resolved = { key: Key | JWTVerifyGetKey; algorithms: string[] };

/** The algorithms a configured key may sign with (jose also checks that the key fits the algorithm). */
const CONFIGURED_KEY_ALGORITHMS = ['RS256', 'ES256', 'HS256'];

async function importConfigured(key: NonNullable<ProviderKey['key']>): Promise<Key> {
  if (typeof key !== 'string') return (await importJWK(key, key.alg ?? 'RS256')) as CryptoKey;
  if (key.includes('BEGIN PUBLIC KEY')) return importSPKI(key, 'RS256');
  return new TextEncoder().encode(key);
}

/**
 * Verifies a provider's id_token: its signature, issuer, audience, algorithm and expiry. Any
 * failure, the provider's own included (out of reach, a discovery document that does not match),
 * is one answer: undefined, which the sign-in turns into the same 400.
 */
export function createIdTokenVerifier(
  providers: Record<string, ProviderKey>,
  options: IssuerKeyOptions = {},
): ExternalIdentityVerifier {
  const resolvers = new Map<string, () => Promise<Resolved>>();
  const resolverOf = (name: string, config: ProviderKey) => {
    let resolver = resolvers.get(name);
    if (!resolver) {
      if (config.key === undefined) {
        const keys = issuerKeys(name, config.issuer, options);
        resolver = async () => {
          const { getKey, algorithms } = await keys();
          return { key: getKey, algorithms };
        };
      } else {
        const imported = importConfigured(config.key);
        resolver = async () => ({ key: await imported, algorithms: CONFIGURED_KEY_ALGORITHMS });
      }
      resolvers.set(name, resolver);
    }
    return resolver;
  };
  return {
    async verify(provider, token) {
      const config = Object.hasOwn(providers, provider) ? providers[provider] : undefined;
      if (!config) return undefined;
      try {
        const { key, algorithms } = await resolverOf(provider, config)();
        const checks = { issuer: config.issuer, audience: config.audience, algorithms, requiredClaims: ['exp'] };
        const { payload } =
          typeof key === 'function' ? await jwtVerify(token, key, checks) : await jwtVerify(token, key, checks);
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
      } catch {
        return undefined;
      }
    },
  };
}
