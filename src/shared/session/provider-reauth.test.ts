// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginProviderReauth,
  keepProviderReauthResult,
  findProviderReauthPending,
  forgetProviderReauthPending,
  takeProviderReauthResult,
} from './provider-reauth';

const settings = { authorizeUrl: '/oidc/auth', clientId: 'registry-dev', provider: 't1d' };
const pending = { returnTo: '/survey/study/101/user-study/5/user/7?procedure=consent', consentId: 101, name: 'Ann' };

afterEach(() => sessionStorage.clear());

describe('the provider re-authentication hand-over (DECISIONS §11)', () => {
  it('asks the provider for a fresh sign-in and gives the pending signature back only for its state', () => {
    const url = new URL(beginProviderReauth(settings, 'http://127.0.0.1:8204', pending));
    expect(url.pathname).toBe('/oidc/auth');
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('max_age')).toBe('0');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8204/oauth/t1d');
    const state = url.searchParams.get('state');
    expect(findProviderReauthPending('another-state')).toBeNull();
    expect(findProviderReauthPending(null)).toBeNull();
    // Read as often as a render runs (a suspended render runs again), until it is used.
    expect(findProviderReauthPending(state)).toEqual(pending);
    expect(findProviderReauthPending(state)).toEqual(pending);
    forgetProviderReauthPending();
    expect(findProviderReauthPending(state)).toBeNull();
  });

  it('hands the token to its consent once, and never an expired one', () => {
    keepProviderReauthResult({ ...pending, token: 'tok', until: Date.now() + 60_000 });
    expect(takeProviderReauthResult(102)).toBeNull();
    expect(takeProviderReauthResult(101)).toMatchObject({ token: 'tok', name: 'Ann' });
    expect(takeProviderReauthResult(101)).toBeNull();
    keepProviderReauthResult({ ...pending, token: 'old', until: Date.now() - 1 });
    expect(takeProviderReauthResult(101)).toBeNull();
  });
});
