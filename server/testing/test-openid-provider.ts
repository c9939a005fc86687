import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type SigningAlgorithm } from 'oidc-provider';
import { passOidcLogin } from './dev-oidc-browser';

// A real OpenID provider (oidc-provider) on a loopback port, as an external sign-in's provider is
// reached in production: by its issuer, with a discovery document and a published key set. It
// counts the requests for both, and restarts at the same address with other keys (a rotation).
// The registry is its confidential client (client_secret_basic), with the return addresses a test
// names.

export const TEST_CLIENT_ID = 'registry-test';
/** The registry's secret as the provider's client (the same for every provider a test starts). */
export const TEST_CLIENT_SECRET = randomBytes(24).toString('base64url');
/** The return address registered by default: the app's /oauth/t1d on the registry's public URL. */
export const TEST_REDIRECT_URI = 'https://registry.example.org/oauth/t1d';

/** A private signing key (RS256) with a key id of its own. */
export async function signingKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

export interface TestOpenIdProvider {
  issuer: string;
  /** Requests for the discovery document and for the key set, counted over every restart. */
  requests: { discovery: number; jwks: number };
  /** An id_token the provider issues to the registry's client for `login`, through the code flow. */
  idToken(login: string): Promise<string>;
  /**
   * Passes the provider's login and consent pages as `login` from `authorizeUrl` (an address on
   * the provider; default: `authorizeUrl()`), and answers the code it sends back.
   */
  code(login: string, authorizeUrl?: string): Promise<string>;
  /** The authorize address with the registry's client id, `response_type=code` and a return address (default: the first). */
  authorizeUrl(redirectUri?: string): string;
  /** Stops and starts again at the same address, publishing and signing with `keys` only. */
  restart(keys: JWK[]): Promise<void>;
  close(): Promise<void>;
}

export interface TestOpenIdProviderOptions {
  /** The port to listen on (default: any free one). */
  port?: number;
  /** The algorithms it signs id_tokens with and names in its discovery document (default: its keys'). */
  idTokenAlgorithms?: SigningAlgorithm[];
  /** The client's return addresses (default: TEST_REDIRECT_URI); the first is the one `idToken` uses. */
  redirectUris?: string[];
  /** The token endpoint answers only after this long (a provider that is slow to answer). */
  tokenDelayMs?: number;
}

function configuration(keys: JWK[], { idTokenAlgorithms, redirectUris }: TestOpenIdProviderOptions): Configuration {
  return {
    ...(idTokenAlgorithms ? { enabledJWA: { idTokenSigningAlgValues: idTokenAlgorithms } } : {}),
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: redirectUris ?? [TEST_REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: `${id}@external.example.org`, email_verified: true }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    jwks: { keys },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => false },
    ttl: { AuthorizationCode: 600, IdToken: 600, AccessToken: 600, Session: 3600, Interaction: 600, Grant: 3600 },
  };
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

/** Starts the provider with `keys` (private JWKs, the first signs). */
export async function startTestOpenIdProvider(
  keys: JWK[],
  options: TestOpenIdProviderOptions = {},
): Promise<TestOpenIdProvider> {
  const requests = { discovery: 0, jwks: 0 };
  let server: Server | undefined;
  let issuer = '';

  async function start(current: JWK[], at: number) {
    // The issuer names the port, so it is known before the provider is made: a free port is taken first.
    const s = createServer();
    await listen(s, at);
    const bound = (s.address() as { port: number }).port;
    issuer = `http://127.0.0.1:${bound}`;
    const provider = new Provider(issuer, configuration(current, options));
    const { tokenDelayMs } = options;
    if (tokenDelayMs)
      provider.use(async (ctx, next) => {
        if (ctx.path === '/token') await new Promise((resolve) => setTimeout(resolve, tokenDelayMs));
        await next();
      });
    const callback = provider.callback();
    s.on('request', (req, res) => {
      if (req.url === '/.well-known/openid-configuration') requests.discovery += 1;
      if (req.url === '/jwks') requests.jwks += 1;
      void callback(req, res);
    });
    server = s;
  }
  async function stop() {
    const s = server;
    server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }

  // The first return address is the one the provider's own sign-ins use.
  const ownRedirect = options.redirectUris?.[0] ?? TEST_REDIRECT_URI;
  function authorizeUrl(redirectUri = ownRedirect) {
    const query = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email',
    });
    return `${issuer}/auth?${query}`;
  }
  async function code(login: string, url = authorizeUrl()) {
    const { location } = await passOidcLogin(issuer, url, login);
    const issued = location?.searchParams.get('code');
    if (!issued) throw new Error(`the provider issued no code for ${login}`);
    return issued;
  }

  await start(keys, options.port ?? 0);
  return {
    get issuer() {
      return issuer;
    },
    requests,
    authorizeUrl,
    code,
    async idToken(login) {
      const issued = await code(login);
      const res = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${TEST_CLIENT_ID}:${TEST_CLIENT_SECRET}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: issued,
          redirect_uri: ownRedirect,
        }),
      });
      const { id_token: idToken } = (await res.json()) as { id_token?: string };
      if (!idToken) throw new Error(`the provider's token endpoint answered ${res.status} without an id_token`);
      return idToken;
    },
    async restart(next) {
      const at = Number(new URL(issuer).port);
      await stop();
      await start(next, at);
    },
    close: stop,
  };
}
