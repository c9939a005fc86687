// The authorize address is shared with the consent's re-authentication (src/shared/lib/oauth-authorize.ts).
export { authorizeUrl, oauthRedirectUri, randomOAuthState } from '@/shared/lib/oauth-authorize';

export const OAUTH_STATE_KEY = 'registry.oauth_state';
export const OAUTH_REDIRECT_KEY = 'registry.oauth_redirect';
