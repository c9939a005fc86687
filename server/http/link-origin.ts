import type { RegistryEnvironment } from './dev-features';

// The origin written into links of outgoing messages (password reset, child hand-off, SMS opt-out)
// and into the return address of the glucose-device link. It is fixed at start and never read
// from a request: the Host and X-Forwarded-Host headers are the caller's to choose, and a forged
// one would put a foreign site in a reset link.

export const PUBLIC_URL_REFUSED =
  'The registry did not start: REGISTRY_PUBLIC_URL (the origin of links in outgoing messages, e.g. https://registry.example.org) must be set when REGISTRY_ENVIRONMENT is not development.';

export interface LinkOriginSettings {
  environment: RegistryEnvironment;
  /** REGISTRY_PUBLIC_URL. */
  publicUrl?: string;
  /** HOST and PORT the server listens on (main.ts). */
  host?: string;
  port: string;
  /** Whether the server itself answers HTTPS (REGISTRY_TLS_CERT, tls.ts). */
  tls?: boolean;
}

/** A listen host as it is written in a URL: wildcards are this machine, IPv6 in brackets. */
function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * REGISTRY_PUBLIC_URL when set. Unset, development uses the origin the server listens on
 * (http://<HOST or localhost>:<PORT>, https:// with TLS); any other environment refuses to start.
 */
export function linkOrigin({ environment, publicUrl, host, port, tls }: LinkOriginSettings): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (environment !== 'development') throw new Error(PUBLIC_URL_REFUSED);
  return `${tls ? 'https' : 'http'}://${urlHost(host)}:${port}`;
}
