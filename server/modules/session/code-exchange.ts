// The registry as a provider's confidential client: the app's sign-in brings an authorization code
// back to /oauth/{provider}, and the registry, holding the client secret, trades it at the
// provider's token endpoint for the id_token (OpenID Connect Core §3.1.3; the client authenticates
// with client_secret_basic, RFC 6749 §2.3.1). The code is single-use and short-lived at the
// provider; it is never written to a log here.

export interface CodeExchange {
  tokenEndpoint: URL;
  clientId: string;
  clientSecret: string;
  code: string;
  /** The return address the code was issued for: the provider refuses a code sent with another. */
  redirectUri: string;
  /** The whole request, answer included, gives up after this long. */
  timeoutMs: number;
}

/** A value as application/x-www-form-urlencoded writes it (client_secret_basic encodes both parts so). */
const formEncoded = (value: string) => new URLSearchParams([['', value]]).toString().slice(1);

/** The OAuth error code of a refusal (`invalid_grant`, `invalid_client`…), safe to log; never its description. */
function errorCodeOf(body: unknown): string {
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof code === 'string' && /^[\w.-]{1,64}$/.test(code) ? ` (${code})` : '';
}

/**
 * The id_token the token endpoint answers for the code. Throws an error whose message says what
 * went wrong (the endpoint, its status and OAuth error code, or the timeout), never the code.
 */
export async function exchangeCode({
  tokenEndpoint,
  clientId,
  clientSecret,
  code,
  redirectUri,
  timeoutMs,
}: CodeExchange): Promise<string> {
  const credentials = Buffer.from(`${formEncoded(clientId)}:${formEncoded(clientSecret)}`).toString('base64');
  const res = await fetch(tokenEndpoint, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      accept: 'application/json',
      authorization: `Basic ${credentials}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
  });
  const body: unknown = await res.json().catch(() => undefined);
  if (res.status !== 200) throw new Error(`${tokenEndpoint.href} answered ${res.status}${errorCodeOf(body)}`);
  const idToken = typeof body === 'object' && body !== null ? (body as { id_token?: unknown }).id_token : undefined;
  if (typeof idToken !== 'string') throw new Error(`${tokenEndpoint.href} answered no id_token`);
  return idToken;
}
