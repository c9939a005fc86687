import { readFileSync } from 'node:fs';

// HTTPS on the server's own port, when REGISTRY_TLS_CERT and REGISTRY_TLS_KEY name PEM files: the
// server then speaks HTTP/2 (a browser keeps one connection and sends a page's 30–45 module chunks
// over it at once) and HTTP/1.1 to clients without it. Without them it speaks plain HTTP/1.1, as on
// a developer's machine or behind a proxy that terminates TLS (which should speak HTTP/2 to browsers).

/**
 * The suites the server agrees on: TLS 1.3's, and in TLS 1.2 only ECDHE key exchange (forward
 * secrecy) with an AEAD cipher (GCM, ChaCha20-Poly1305), for ECDSA and RSA certificates alike.
 * Node's defaults also take CBC suites and RSA key exchange (`AES128-SHA`): whoever records such
 * a session and later obtains the server's key can read it.
 */
export const TLS_CIPHERS = [
  'TLS_AES_128_GCM_SHA256',
  'TLS_AES_256_GCM_SHA384',
  'TLS_CHACHA20_POLY1305_SHA256',
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/**
 * What one HTTP/2 connection may ask at once, advertised in the server's SETTINGS frame (Node
 * advertises no limit): 100 streams (RFC 9113's floor for a limit; a signed-in page asks for
 * 30–45 chunks at once) and 16 KiB of headers (Node's limit for HTTP/1.1).
 */
export const HTTP2_LIMITS = { maxConcurrentStreams: 100, maxHeaderListSize: 16 * 1024 } as const;

export interface TlsServerOptions {
  http2: true;
  https: {
    allowHTTP1: true;
    cert: Buffer;
    key: Buffer;
    minVersion: 'TLSv1.2';
    ciphers: string;
    settings: typeof HTTP2_LIMITS;
  };
}

export class TlsSettingError extends Error {}

/** Fastify's server options for TLS from the environment; undefined when neither file is named. */
export function tlsServerOptions(env: Record<string, string | undefined>): TlsServerOptions | undefined {
  const certPath = env.REGISTRY_TLS_CERT?.trim();
  const keyPath = env.REGISTRY_TLS_KEY?.trim();
  if (!certPath && !keyPath) return undefined;
  if (!certPath || !keyPath) {
    throw new TlsSettingError(
      'The registry did not start. HTTPS needs both REGISTRY_TLS_CERT and REGISTRY_TLS_KEY (PEM files); only one is set.',
    );
  }
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
      throw new TlsSettingError(`The registry did not start. ${name} (${path}) cannot be read: ${reason}.`);
    }
  };
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: read('REGISTRY_TLS_CERT', certPath),
      key: read('REGISTRY_TLS_KEY', keyPath),
      minVersion: 'TLSv1.2',
      ciphers: TLS_CIPHERS,
      settings: HTTP2_LIMITS,
    },
  };
}
