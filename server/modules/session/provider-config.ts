import { createPublicKey } from 'node:crypto';
import type { JWK } from 'jose';

// REGISTRY_OAUTH_PROVIDERS, read once at start: the external identity providers whose id_tokens
// sign a participant in, by name. A provider is given by its issuer alone (the registry reads its
// discovery document and follows its key rotations) or with a key pasted in. Given by its issuer
// with a client secret, the registry is its confidential client: it exchanges the authorization
// codes the app's sign-in brings back, and the app shows its button. A value the registry cannot
// use stops the start with a message naming the variable, rather than every external sign-in
// failing later with nothing in the log.

export interface ProviderKey {
  /** Issuer the id_token must carry (`iss`); without `key`, where the discovery document is read. */
  issuer: string;
  /** Audience (the client id) the id_token must carry (`aud`). */
  audience: string;
  /**
   * A public key as PEM (SPKI) or JWK, or a shared secret for HS256. Absent, the keys are the
   * ones the issuer publishes (its discovery document's `jwks_uri`).
   */
  key?: string | JWK;
  /**
   * The registry's secret as the provider's confidential client (`client_secret`, sent as
   * client_secret_basic): with it, an authorization code is exchanged at the token endpoint the
   * issuer's discovery document names. Only for a provider given by its issuer.
   */
  clientSecret?: string;
}

const SETTING = 'REGISTRY_OAUTH_PROVIDERS';
const EXAMPLE = '{"t1d": {"issuer": "https://login.example.org", "audience": "registry-client-id"}}';
const FIELDS = ['issuer', 'audience', 'key', 'client_secret'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's host is this machine (a provider on it may be spoken to in clear). */
export const isLoopbackHost = (hostname: string) =>
  LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

function refuse(reason: string): never {
  throw new Error(`${SETTING} ${reason}; it should read like ${EXAMPLE}.`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An issuer whose keys are fetched: an https URL without query or fragment (OpenID Connect
 * Discovery), or, in development only, http to a provider on this machine. Keys fetched in clear
 * from elsewhere could be anyone's, and then so could every account linked to the provider.
 */
function checkIssuerUrl(name: string, issuer: string, environment: string) {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    refuse(`names "${issuer}" as the issuer of "${name}", which is not an address`);
  }
  if (url.search || url.hash) refuse(`gives "${name}" an issuer with a query or fragment ("${issuer}")`);
  if (url.protocol === 'https:') return;
  const local = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (!local || environment !== 'development')
    refuse(
      `gives "${name}" the issuer "${issuer}": it must be https:// (http:// only to this machine, in development)`,
    );
}

/** A pasted key that cannot be read stops the start (a secret string is taken as it is). */
function checkKey(name: string, key: unknown) {
  if (typeof key === 'string') {
    if (key === '') refuse(`gives "${name}" an empty key`);
    if (!key.includes('BEGIN PUBLIC KEY')) return;
  } else if (!isObject(key) || typeof key.kty !== 'string') {
    refuse(`gives "${name}" a key that is neither a PEM or secret string nor a JWK object`);
  } else if (key.kty === 'oct') {
    return;
  }
  try {
    createPublicKey(typeof key === 'string' ? key : { key: key as JWK, format: 'jwk' });
  } catch (error) {
    refuse(`gives "${name}" a public key that cannot be read (${(error as Error).message})`);
  }
}

function providerOf(name: string, entry: unknown, environment: string): ProviderKey {
  if (!isObject(entry)) refuse(`gives "${name}" no object of issuer and audience`);
  const unknown = Object.keys(entry).find((field) => !FIELDS.includes(field));
  if (unknown) refuse(`gives "${name}" the field "${unknown}", which is not one of ${FIELDS.join(', ')}`);
  const { issuer, audience, key, client_secret: clientSecret } = entry;
  if (typeof issuer !== 'string' || issuer === '') refuse(`gives "${name}" no issuer`);
  if (typeof audience !== 'string' || audience === '') refuse(`gives "${name}" no audience (the client id)`);
  if (key === undefined) checkIssuerUrl(name, issuer, environment);
  else checkKey(name, key);
  if (clientSecret !== undefined) {
    // The secret itself is never repeated: the message may reach a log.
    if (typeof clientSecret !== 'string' || clientSecret === '')
      refuse(`gives "${name}" an empty or non-text client_secret`);
    // The code is exchanged where the discovery document says; a pasted key comes without one.
    if (key !== undefined)
      refuse(`gives "${name}" both a key and a client_secret: a client secret needs the issuer alone`);
  }
  return {
    issuer,
    audience,
    ...(key === undefined ? {} : { key: key as string | JWK }),
    ...(clientSecret === undefined ? {} : { clientSecret: clientSecret as string }),
  };
}

/**
 * The provider whose button the app shows (`/settings.json`'s `oauth`): the first, in the
 * variable's order, that has a client secret; the app has one external sign-in button.
 */
export function buttonProvider(providers: Record<string, ProviderKey>): string | undefined {
  return Object.keys(providers).find((name) => providers[name].clientSecret !== undefined);
}

/**
 * Providers from `REGISTRY_OAUTH_PROVIDERS`: JSON `{"name": {"issuer", "audience"}}`, each with an
 * optional `key` or `client_secret`. Throws a start-up error naming the variable for a value that cannot be used.
 */
export function providersFromEnv(raw: string | undefined, environment: string): Record<string, ProviderKey> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    refuse(`is not JSON (${(error as Error).message})`);
  }
  if (!isObject(parsed)) refuse('must be a JSON object of providers by name');
  return Object.fromEntries(
    Object.entries(parsed).map(([name, entry]) => [name, providerOf(name, entry, environment)]),
  );
}
