import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type SigningAlgorithm } from 'oidc-provider';
import { passOidcLogin } from './dev-oidc-browser';

// A real OpenID provider (oidc-provider) on a loopback port, as an external sign-in's provider is
// reached in production: by its issuer, with a discovery document and a published key set. It
// counts the requests for both, and restarts at the same address with other keys (a rotation).

export const TEST_CLIENT_ID = 'registry-test';
const CLIENT_SECRET = randomBytes(24).toString('base64url');
const REDIRECT_URI = 'https://registry.example.org/oauth/t1d';

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
  /** Stops and starts again at the same address, publishing and signing with `keys` only. */
  restart(keys: JWK[]): Promise<void>;
  close(): Promise<void>;
}

export interface TestOpenIdProviderOptions {
  /** The port to listen on (default: any free one). */
  port?: number;
  /** The algorithms it signs id_tokens with and names in its discovery document (default: its keys'). */
  idTokenAlgorithms?: SigningAlgorithm[];
}

function configuration(keys: JWK[], { idTokenAlgorithms }: TestOpenIdProviderOptions): Configuration {
  return {
    ...(idTokenAlgorithms ? { enabledJWA: { idTokenSigningAlgValues: idTokenAlgorithms } } : {}),
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
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
    const callback = new Provider(issuer, configuration(current, options)).callback();
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

  await start(keys, options.port ?? 0);
  return {
    get issuer() {
      return issuer;
    },
    requests,
    async idToken(login) {
      const query = new URLSearchParams({
        client_id: TEST_CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid email',
      });
      const { location } = await passOidcLogin(issuer, `${issuer}/auth?${query}`, login);
      const code = location?.searchParams.get('code');
      if (!code) throw new Error(`the provider issued no code for ${login}`);
      const res = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${TEST_CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }),
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
