import { oauthRedirectUri } from '../../config/paths';
import type { OAuthSettings } from '../../config/settings';

// The external identity provider's authorize address, shared by the sign-in (features/auth) and the
// consent's re-authentication (DECISIONS §11), which asks the same provider for a fresh sign-in.

export { oauthRedirectUri };

/**
 * Spec 000 §4 step 8: the provider's authorize address with the client id, `response_type=code`
 * and the return route; `state` ties the answer to this browser. `extra` adds OpenID parameters
 * (the re-authentication's `prompt=login` and `max_age=0`).
 */
export function authorizeUrl(
  settings: OAuthSettings,
  origin: string,
  state: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(settings.authorizeUrl, origin);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', oauthRedirectUri(origin, settings.provider));
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}

/** A random `state` value (hex), tying a provider's answer to the request this tab made. */
export function randomOAuthState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto?.getRandomValues?.(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
