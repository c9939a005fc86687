import { describe, expect, it } from 'vitest';
import { authorizeUrl, oauthRedirectUri } from './oauth';

describe('external sign-in addresses', () => {
  const settings = { authorizeUrl: '/oidc/auth', clientId: 'registry-dev', provider: 't1d' };
  it('returns to /oauth/{provider} on the same origin', () => {
    expect(oauthRedirectUri('http://127.0.0.1:8080/', 't1d')).toBe('http://127.0.0.1:8080/oauth/t1d');
  });
  it('asks for a code with the client id, the return route and the state', () => {
    const url = new URL(authorizeUrl(settings, 'http://127.0.0.1:8080', 's-1'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'registry-dev',
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:8080/oauth/t1d',
      scope: 'openid email profile',
      state: 's-1',
    });
  });
  it('keeps an absolute provider address', () => {
    const url = authorizeUrl(
      { ...settings, authorizeUrl: 'https://id.example.org/authorize?prompt=login' },
      'https://app.example.org',
      'x',
    );
    expect(url.startsWith('https://id.example.org/authorize?prompt=login&client_id=registry-dev')).toBe(true);
  });
});
