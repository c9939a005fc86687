import { readFileSync } from 'node:fs';

// HTTPS on the server's own port, when REGISTRY_TLS_CERT and REGISTRY_TLS_KEY name PEM files: the
// server then speaks HTTP/2 (a browser keeps one connection and sends a page's 30–45 module chunks
// over it at once) and HTTP/1.1 to clients without it. Without them it speaks plain HTTP/1.1, as on
// a developer's machine or behind a proxy that terminates TLS (which should speak HTTP/2 to browsers).

export interface TlsServerOptions {
  http2: true;
  https: { allowHTTP1: true; cert: Buffer; key: Buffer };
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
    https: { allowHTTP1: true, cert: read('REGISTRY_TLS_CERT', certPath), key: read('REGISTRY_TLS_KEY', keyPath) },
  };
}
