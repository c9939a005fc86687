import type { OAuthSettings } from '../../../config/settings';

/** Where the identity provider sends the browser back: the app's /oauth/{provider} route on this origin. */
export function oauthRedirectUri(origin: string, provider: string): string {
  return `${origin.replace(/\/$/, '')}/oauth/${encodeURIComponent(provider)}`;
}

/**
 * Spec 000 §4 step 8: the provider's authorize address with the client id, `response_type=code`
 * and the return route; `state` ties the answer to this browser.
 */
export function authorizeUrl(settings: OAuthSettings, origin: string, state: string): string {
  const url = new URL(settings.authorizeUrl, origin);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', oauthRedirectUri(origin, settings.provider));
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  return url.toString();
}

export const OAUTH_STATE_KEY = 'registry.oauth_state';
export const OAUTH_REDIRECT_KEY = 'registry.oauth_redirect';
