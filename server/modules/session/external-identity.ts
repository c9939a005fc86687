import { importJWK, importSPKI, jwtVerify, type JWK, type KeyObject } from 'jose';
import type { ExternalIdentityVerifier } from '../../context';

// The seam for `POST /registry/oauth/account` (its interfaces are in context.ts, where the
// server's services are named): a verifier of id_tokens signed by configured provider keys.
export type { ExternalIdentity, ExternalIdentityVerifier } from '../../context';

export interface ProviderKey {
  /** Issuer the id_token must carry (`iss`). */
  issuer: string;
  /** Audience (the client id) the id_token must carry (`aud`). */
  audience: string;
  /** A public key as PEM (SPKI) or JWK, or a shared secret for HS256. */
  key: string | JWK;
}

type Resolved = { issuer: string; audience: string; key: KeyObject | Uint8Array | CryptoKey };

export function createIdTokenVerifier(providers: Record<string, ProviderKey>): ExternalIdentityVerifier {
  const cache = new Map<string, Promise<Resolved>>();
  const resolve = (name: string, config: ProviderKey): Promise<Resolved> => {
    let found = cache.get(name);
    if (!found) {
      found = (async () => {
        const { key } = config;
        if (typeof key !== 'string') return { ...config, key: (await importJWK(key, key.alg ?? 'RS256')) as CryptoKey };
        if (key.includes('BEGIN PUBLIC KEY')) return { ...config, key: await importSPKI(key, 'RS256') };
        return { ...config, key: new TextEncoder().encode(key) };
      })();
      cache.set(name, found);
    }
    return found;
  };
  return {
    async verify(provider, token) {
      const config = providers[provider];
      if (!config) return undefined;
      try {
        const { issuer, audience, key } = await resolve(provider, config);
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['RS256', 'ES256', 'HS256'] });
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
