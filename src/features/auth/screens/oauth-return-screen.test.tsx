import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { participant, renderAuth, userToken } from '../testing';
import { OAUTH_REDIRECT_KEY, OAUTH_STATE_KEY } from '../model/oauth';
import { OAuthReturnScreen } from './oauth-return-screen';

const ui = (
  <Route path="/oauth/:provider">
    <OAuthReturnScreen />
  </Route>
);

const routes = {
  'POST /registry/oauth/account': { body: { token: userToken() } },
  'GET /registry/me': { body: participant() },
  'GET /participant/7/sms_consent': { body: { required: false } },
};

describe('OAuthReturnScreen', () => {
  afterEach(() => sessionStorage.clear());

  it('exchanges the code with the provider name from the route, then goes to the saved target', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-1');
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/user-profile');
    const r = renderAuth(ui, { path: '/oauth/t1d?code=abc&state=s-1', routes });
    await waitFor(() => expect(r.current()).toBe('/user-profile'));
    expect(r.transport.called('POST /registry/oauth/account')).toHaveLength(1);
    expect(r.transport.called('POST /registry/oauth/account')[0].body).toEqual({ provider: 't1d', token: 'abc' });
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('refuses an answer whose state this tab did not send', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's-1');
    const r = renderAuth(ui, { path: '/oauth/t1d?code=abc&state=forged', routes });
    expect(await screen.findByText('We could not sign you in with your T1D account.')).toBeInTheDocument();
    expect(r.transport.calls).toHaveLength(0);
  });

  it('shows the provider error and the server refusal in place', async () => {
    const first = renderAuth(ui, { path: '/oauth/t1d?error=access_denied', routes });
    expect(await screen.findByText(/The provider said: access_denied/)).toBeInTheDocument();
    expect(first.transport.calls).toHaveLength(0);
    first.unmount();
    renderAuth(ui, { path: '/oauth/t1d?code=old', routes: { 'POST /registry/oauth/account': { status: 400, body: { token: ['Could not verify the sign-in with the identity provider.'] } } } });
    expect(await screen.findByText(/Could not verify the sign-in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth/login');
  });
});
