import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import { isLoopbackHost } from './provider-config';

// What the registry takes from a provider given by its issuer alone. Its discovery document
// (`/.well-known/openid-configuration`) names where it publishes its keys (`jwks_uri`), which
// algorithms it signs id_tokens with, and where a browser signs in (`authorization_endpoint`) and
// a code is exchanged (`token_endpoint`); jose's remote key set fetches the keys, keeps them, and
// fetches them again when a token names a key it does not hold, at most once per cooldown, so a
// provider's rotation needs nothing of the registry and a flood of made-up key ids costs the
// provider one request a minute. Nothing is fetched at start: a provider out of reach for a while
// neither delays nor stops the server; its sign-ins are refused until it answers again.

export interface IssuerKeyOptions {
  /** After a fetch of the keys, how long before a token naming an unknown key may fetch them again (60 s). */
  cooldownMs?: number;
  /** How long fetched keys are used before they are fetched again (10 minutes): a removed key stops working by then. */
  cacheMaxAgeMs?: number;
  /** After a failed discovery, how long before it is tried again; sign-ins meanwhile are refused at once (10 s). */
  discoveryRetryMs?: number;
  /** Each request to the provider gives up after this long (5 s). */
  timeoutMs?: number;
  /** Where a provider that cannot be reached or read is reported (the server's log). */
  log?: (message: string) => void;
}

export interface IssuerKeys {
  /** Finds the key a token names (fetching the provider's keys when needed). */
  getKey: JWTVerifyGetKey;
  /** The algorithms the provider signs id_tokens with, of those the registry accepts. */
  algorithms: string[];
  /** Where the browser is sent to sign in, when the document names it. */
  authorizationEndpoint?: URL;
  /** Where an authorization code is exchanged for an id_token, when the document names it. */
  tokenEndpoint?: URL;
}

/** Public-key algorithms only: a symmetric one would trust a secret the provider's key set does not hold. */
const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const DEFAULTS = { cooldownMs: 60_000, cacheMaxAgeMs: 10 * 60_000, discoveryRetryMs: 10_000, timeoutMs: 5_000 };

/** The well-known address of an issuer's discovery document (its trailing slash dropped first). */
export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

interface Discovered {
  jwksUri: URL;
  algorithms: string[];
  authorizationEndpoint?: URL;
  tokenEndpoint?: URL;
}

/**
 * An address the document names: https, or http only where the issuer itself is (a provider on
 * this machine, in development). Keys fetched or codes sent in clear elsewhere could be anyone's.
 */
function endpointOf(doc: Record<string, unknown>, field: string, issuer: string, url: string): URL | undefined {
  const value = doc[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${url} names a ${field} that is not an address`);
  const endpoint = new URL(value);
  const clearAllowed = new URL(issuer).protocol === 'http:' && isLoopbackHost(endpoint.hostname);
  if (endpoint.protocol !== 'https:' && !(endpoint.protocol === 'http:' && clearAllowed))
    throw new Error(`${url} names the ${field} ${endpoint.href}, which is not https://`);
  return endpoint;
}

/** Reads and checks the discovery document: it must name this very issuer. */
async function discover(issuer: string, timeoutMs: number): Promise<Discovered> {
  const url = discoveryUrl(issuer);
  const res = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const doc = (await res.json()) as Record<string, unknown>;
  // A document naming another issuer could hand over someone else's keys (Discovery §4.3).
  if (doc.issuer !== issuer) throw new Error(`${url} names the issuer ${JSON.stringify(doc.issuer)}`);
  const jwksUri = endpointOf(doc, 'jwks_uri', issuer, url);
  if (!jwksUri) throw new Error(`${url} names no jwks_uri`);
  const authorizationEndpoint = endpointOf(doc, 'authorization_endpoint', issuer, url);
  const tokenEndpoint = endpointOf(doc, 'token_endpoint', issuer, url);
  const offered = doc.id_token_signing_alg_values_supported;
  const algorithms = Array.isArray(offered) ? ACCEPTED_ALGORITHMS.filter((a) => offered.includes(a)) : ['RS256'];
  if (algorithms.length === 0) throw new Error(`${url} offers no public-key algorithm for id_tokens`);
  return { jwksUri, algorithms, authorizationEndpoint, tokenEndpoint };
}

/**
 * The keys of `issuer`, discovered on first use and shared by every sign-in after it. A failed
 * discovery is reported, refuses sign-ins for `discoveryRetryMs` without asking the provider, then
 * is tried again.
 */
export function issuerKeys(
  provider: string,
  issuer: string,
  options: IssuerKeyOptions = {},
): () => Promise<IssuerKeys> {
  const { cooldownMs, cacheMaxAgeMs, discoveryRetryMs, timeoutMs } = { ...DEFAULTS, ...options };
  const report = (what: string, error: unknown) =>
    options.log?.(
      `External sign-in through "${provider}" is refused: ${what} (${(error as Error).message ?? String(error)}).`,
    );
  let ready: Promise<IssuerKeys> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;

  const start = async (): Promise<IssuerKeys> => {
    const { jwksUri, algorithms, authorizationEndpoint, tokenEndpoint } = await discover(issuer, timeoutMs);
    const remote = createRemoteJWKSet(jwksUri, {
      cooldownDuration: cooldownMs,
      cacheMaxAge: cacheMaxAgeMs,
      timeoutDuration: timeoutMs,
    });
    const getKey: JWTVerifyGetKey = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        // A key nobody published is the token's fault; a key set out of reach is the provider's.
        if (!(error instanceof errors.JWKSNoMatchingKey))
          report(`its keys at ${jwksUri.href} could not be read`, error);
        throw error;
      }
    };
    return { getKey, algorithms, authorizationEndpoint, tokenEndpoint };
  };

  return () => {
    if (ready) return ready;
    if (Date.now() < failedAt + discoveryRetryMs)
      return Promise.reject(new Error(`${discoveryUrl(issuer)} failed moments ago`));
    const attempt = start();
    ready = attempt;
    attempt.catch((error: unknown) => {
      ready = undefined;
      failedAt = Date.now();
      report(`${discoveryUrl(issuer)} could not be used; tried again in ${discoveryRetryMs / 1000} s`, error);
    });
    return attempt;
  };
}
