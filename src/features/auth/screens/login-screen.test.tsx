import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { participant, renderAuth, userToken, type Routes } from '../testing';
import { LoginScreen } from './login-screen';

const signedIn = (overrides: Routes = {}): Routes => ({
  'POST /registry/login': { body: { token: userToken() } },
  'GET /registry/me': { body: participant() },
  'GET /participant/7/sms_consent': { body: { required: false } },
  ...overrides,
});

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginScreen', () => {
  it('asks for both fields with the spec messages and sends nothing', async () => {
    const r = renderAuth(<LoginScreen />, { path: '/auth/login', routes: signedIn() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(r.transport.calls).toHaveLength(0);
  });

  it('lowercases the e-mail, loads the profile and goes to the decoded redirectTo', async () => {
    const r = renderAuth(<LoginScreen />, { path: '/auth/login?redirectTo=%2Fuser-profile%3Ftab%3D2', routes: signedIn() });
    await fill('  Ann@Example.ORG ', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe('/user-profile?tab=2'));
    expect(r.transport.called('POST /registry/login')[0].body).toEqual({ email: 'ann@example.org', password: 'Secret-1', recaptcha_token: null });
    expect(r.transport.called('POST /registry/login')[0].headers.authorization).toBeUndefined();
    expect(r.session.loggedIn.value).toBe(true);
    expect(r.session.profile.value?.first_name).toBe('Ann');
  });

  it('stores the otp id and goes to the dual-factor page, keeping the target', async () => {
    const r = renderAuth(<LoginScreen />, { path: '/auth/login?redirectTo=%2Fdashboard', routes: signedIn({ 'POST /registry/login': { body: { otp_id: 'otp-9' } } }) });
    await fill('ann@example.org', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe('/auth/dual-factor-authentication?redirectTo=%2Fdashboard'));
    expect(r.session.otpId.value).toBe('otp-9');
    expect(r.session.loggedIn.value).toBe(false);
  });

  it('shows the server refusal as an alert, and field errors on their field until it changes', async () => {
    let answer: { status: number; body: Record<string, string[]> } = { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } };
    const r = renderAuth(<LoginScreen />, { path: '/auth/login', routes: signedIn({ 'POST /registry/login': () => answer }) });
    const user = await fill('ann@example.org', 'nope');
    expect(await screen.findByText('Unable to log in with provided credentials.')).toHaveAttribute('role', 'alert');
    answer = { status: 400, body: { email: ['Unknown address', 'Try again'] } };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Unknown address Try again')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Unknown address Try again')).not.toBeInTheDocument();
    expect(r.feedback.snackbars.value).toEqual([]);
  });

  it('shows the rate limit detail in place', async () => {
    renderAuth(<LoginScreen />, { path: '/auth/login', routes: signedIn({ 'POST /registry/login': { status: 429, body: { detail: 'Too many failed attempts.' } } }) });
    await fill('ann@example.org', 'nope');
    expect(await screen.findByText('Too many failed attempts.')).toHaveAttribute('role', 'alert');
  });

  it('sends a token with another role to forbidden access without storing it', async () => {
    const staff = userToken({ privileges: [{ id: 'registry:staff', title: 'Staff' }] });
    const r = renderAuth(<LoginScreen />, { path: '/auth/login', routes: signedIn({ 'POST /registry/login': { body: { token: staff } } }) });
    await fill('staff@example.org', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe('/auth/forbidden-access'));
    expect(r.session.loggedIn.value).toBe(false);
    expect(r.transport.called('GET /registry/me')).toHaveLength(0);
  });

  it('refuses an account state it does not know: INVALID PARTICIPANT STATE, signed out', async () => {
    const r = renderAuth(<LoginScreen />, {
      path: '/auth/login',
      routes: signedIn({ 'GET /registry/me': { body: participant({ state: 'frozen' as never }) } }),
    });
    await fill('ann@example.org', 'Secret-1');
    await waitFor(() => expect(r.feedback.snackbars.value.map((s) => s.message)).toContain('INVALID PARTICIPANT STATE'));
    expect(r.session.loggedIn.value).toBe(false);
    expect(r.current()).toBe('/auth/login');
  });

  it.each([
    ['reconsent_pending', '/child-profile'],
    ['reconsent', '/re-consent'],
    ['assent', '/assent'],
  ])('routes the %s state to %s whatever the redirectTo', async (state, target) => {
    const r = renderAuth(<LoginScreen />, {
      path: '/auth/login?redirectTo=%2Fdashboard',
      routes: signedIn({ 'GET /registry/me': { body: participant({ state: state as never }) } }),
    });
    await fill('ann@example.org', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe(target));
  });

  it('asks the SMS consent question before going on when it is required', async () => {
    const r = renderAuth(<LoginScreen />, {
      path: '/auth/login',
      routes: signedIn({ 'GET /participant/7/sms_consent': { body: { required: true } }, 'POST /registry/participant/7/sms_consent': { body: { required: false } } }),
    });
    await fill('ann@example.org', 'Secret-1');
    const dialog = await screen.findByRole('dialog', { name: 'Get text message reminders' });
    expect(r.current()).toBe('/auth/login');
    await act(async () => userEvent.setup().click(screen.getByRole('button', { name: 'Skip' })));
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
    expect(dialog).not.toBeInTheDocument();
    expect(r.transport.called('POST /registry/participant/7/sms_consent')[0].body).toEqual({ status: 'skipped' });
  });

  it('logs an e-mail click once, and makes no call for an empty id', async () => {
    const r = renderAuth(<LoginScreen />, { path: '/auth/login?tr-email-id=mail-42', routes: { 'GET /email-click/mail-42': { body: 'ok' } } });
    await waitFor(() => expect(r.transport.called('GET /email-click/mail-42')).toHaveLength(1));
    const empty = renderAuth(<LoginScreen />, { path: '/auth/login?tr-email-id=' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(empty.transport.calls).toHaveLength(0);
  });

  it('offers the external identity provider when one is configured', () => {
    renderAuth(<LoginScreen />, { path: '/auth/login', settings: { oauth: { authorizeUrl: 'https://id.example.org/auth', clientId: 'c1', provider: 't1d' } } });
    const link = screen.getByRole('link', { name: 'Sign in with your T1D account' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/id\.example\.org\/auth\?client_id=c1&response_type=code&redirect_uri=/);
  });

  it('keeps the password field a real password input that password managers and paste can use', () => {
    renderAuth(<LoginScreen />, { path: '/auth/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).not.toHaveAttribute('onpaste');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
  });
});
