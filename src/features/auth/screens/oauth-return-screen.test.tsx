import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { beginProviderReauth, takeProviderReauthResult } from '@/shared/session/provider-reauth';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY } from '../model/oauth';
import { OAuthReturnScreen } from './oauth-return-screen';

const ui = (
  <Route path="/oauth/:provider">
    <OAuthReturnScreen />
  </Route>
);

const signedIn = {
  oauthAccount: { body: { token: userToken() } },
  getMe: { body: participant() },
  getSmsConsent: { body: { required: false } },
};

describe('OAuthReturnScreen', () => {
  afterEach(() => sessionStorage.clear());

  it('exchanges the code with the provider name from the route, then goes to the saved target', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-1');
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/user-profile');
    const r = renderWithRegistry(ui, { path: '/oauth/t1d?code=abc&state=s-1', api: signedIn });
    await waitFor(() => expect(r.current()).toBe('/user-profile'));
    expect(r.api.called('oauthAccount')).toHaveLength(1);
    expect(r.api.called('oauthAccount')[0].body).toEqual({ provider: 't1d', token: 'abc' });
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('goes to the dual-factor page, like Sign In, when the account has dual factor on', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-2');
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/user-profile');
    const r = renderWithRegistry(ui, {
      path: '/oauth/t1d?code=abc&state=s-2',
      api: { oauthAccount: { body: { otp_id: 'otp-1' } } },
    });
    await waitFor(() => expect(r.current()).toBe('/auth/dual-factor-authentication?redirectTo=%2Fuser-profile'));
    expect(r.api.called('getMe')).toHaveLength(0);
  });

  it('refuses an answer whose state this tab did not send', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-1');
    const r = renderWithRegistry(ui, { path: '/oauth/t1d?code=abc&state=forged', api: signedIn });
    expect(await screen.findByText('We could not sign you in with your T1D account.')).toBeInTheDocument();
    expect(r.api.calls).toHaveLength(0);
  });

  it('shows the provider error and the server refusal in place', async () => {
    const first = renderWithRegistry(ui, { path: '/oauth/t1d?error=access_denied', api: signedIn });
    expect(await screen.findByText(/The provider said: access_denied/)).toBeInTheDocument();
    expect(first.api.calls).toHaveLength(0);
    first.unmount();
    renderWithRegistry(ui, {
      path: '/oauth/t1d?code=old',
      api: {
        oauthAccount: { status: 400, body: { token: ['Could not verify the sign-in with the identity provider.'] } },
      },
    });
    expect(await screen.findByText(/Could not verify the sign-in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth/login');
  });

  describe('the answer to the consent’s re-authentication (DECISIONS §11)', () => {
    const returnTo = '/survey/study/101/user-study/5/user/7?procedure=consent';
    const start = () =>
      new URL(
        beginProviderReauth(
          { authorizeUrl: '/oidc/auth', clientId: 'registry-dev', provider: 't1d' },
          'http://localhost',
          { returnTo, consentId: 101, name: 'Ezra External' },
        ),
      ).searchParams.get('state');
    const signedInAs = { storage: { [SESSION_KEYS.token]: userToken() }, profile: participant() };

    it('exchanges the code for a reauth token and goes back to the consent with it', async () => {
      const state = start();
      const r = renderWithRegistry(ui, {
        ...signedInAs,
        path: `/oauth/t1d?code=fresh&state=${state}`,
        api: { reauthProvider: { body: { reauth_token: 'proof', expires_in: 900 } } },
      });
      await waitFor(() => expect(r.current()).toBe(returnTo));
      expect(r.api.called('reauthProvider')[0].body).toEqual({ provider: 't1d', code: 'fresh' });
      expect(r.api.called('oauthAccount')).toHaveLength(0);
      expect(takeProviderReauthResult(101)).toMatchObject({ token: 'proof', name: 'Ezra External' });
    });

    it('shows the server’s refusal with the way back to the consent', async () => {
      const state = start();
      renderWithRegistry(ui, {
        ...signedInAs,
        path: `/oauth/t1d?code=stale&state=${state}`,
        api: {
          reauthProvider: {
            status: 400,
            body: { code: ['We could not confirm it is you with your T1D account. Please try again.'] },
          },
        },
      });
      expect(
        await screen.findByText('We could not confirm it is you with your T1D account. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the consent' })).toHaveAttribute('href', returnTo);
    });
  });
});
