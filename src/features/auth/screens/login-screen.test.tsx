import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { LOGIN_TEXTS } from '../model/screen-texts';
import { LoginScreen } from './login-screen';

const signedIn = (overrides: FakeHandlers = {}): FakeHandlers => ({
  login: { body: { token: userToken() } },
  getMe: { body: participant() },
  getSmsConsent: { body: { required: false } },
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
    const r = renderWithRegistry(<LoginScreen />, { path: '/auth/login', api: signedIn() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(r.api.calls).toHaveLength(0);
  });

  it('lowercases the e-mail, loads the profile and goes to the decoded redirectTo', async () => {
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login?redirectTo=%2Fuser-profile%3Ftab%3D2',
      api: signedIn(),
    });
    await fill('  Ann@Example.ORG ', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe('/user-profile?tab=2'));
    expect(r.api.called('login')[0].body).toEqual({
      email: 'ann@example.org',
      password: 'Secret-1',
      recaptcha_token: null,
    });
    expect(r.api.called('login')[0].headers.authorization).toBeUndefined();
    expect(r.session.loggedIn.value).toBe(true);
    expect(r.session.profile.value?.first_name).toBe('Ann');
  });

  it('fills in the e-mail a hand-off link left for it, and forgets it once signed in', async () => {
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login',
      storage: { [SESSION_KEYS.signInEmail]: 'kim@example.com' },
      api: signedIn(),
    });
    expect(screen.getByLabelText('Email')).toHaveValue('kim@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Kims-0wn-Pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(r.session.loggedIn.value).toBe(true));
    expect(r.api.called('login')[0].body).toMatchObject({ email: 'kim@example.com' });
    expect(r.session.signInEmail.value).toBeNull();
  });

  it('stores the otp id and goes to the dual-factor page, keeping the target', async () => {
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login?redirectTo=%2Fdashboard',
      api: signedIn({ login: { body: { otp_id: 'otp-9' } } }),
    });
    await fill('ann@example.org', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe('/auth/dual-factor-authentication?redirectTo=%2Fdashboard'));
    expect(r.session.otpId.value).toBe('otp-9');
    expect(r.session.loggedIn.value).toBe(false);
  });

  it('shows the server refusal as an alert, and field errors on their field until it changes', async () => {
    let answer: { status: number; body: Record<string, string[]> } = {
      status: 400,
      body: { non_field_errors: ['Unable to log in with provided credentials.'] },
    };
    const r = renderWithRegistry(<LoginScreen />, { path: '/auth/login', api: signedIn({ login: () => answer }) });
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

  it('says how a locked account opens again: the e-mailed unlock link, or 15 minutes without trying', async () => {
    renderWithRegistry(<LoginScreen />, {
      path: '/auth/login',
      api: signedIn({ login: { status: 429, body: { detail: 'Too many failed attempts.' } } }),
    });
    await fill('ann@example.org', 'nope');
    const alert = await screen.findByText(LOGIN_TEXTS.locked);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(/e-mail with a link to unlock it/);
    expect(alert).toHaveTextContent(/wait 15 minutes without trying/);
  });

  it('sends a token with another role to forbidden access without storing it', async () => {
    const staff = userToken({ privileges: [{ id: 'registry:staff', title: 'Staff' }] });
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login',
      api: signedIn({ login: { body: { token: staff } } }),
    });
    await fill('staff@example.org', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe('/auth/forbidden-access'));
    expect(r.session.loggedIn.value).toBe(false);
    expect(r.api.called('getMe')).toHaveLength(0);
  });

  it('refuses an account state it does not know: INVALID PARTICIPANT STATE, signed out, reported', async () => {
    const frozen = {
      body: participant({ state: 'frozen' as never }),
      breaksContract: 'a state newer than this client',
    };
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login',
      settings: { environment: 'prod' },
      api: signedIn({ getMe: frozen, logFrontendError: { body: { detail: 'logged' } } }),
    });
    await fill('ann@example.org', 'Secret-1');
    await waitFor(() =>
      expect(r.feedback.snackbars.value.map((s) => s.message)).toContain('INVALID PARTICIPANT STATE'),
    );
    expect(r.session.loggedIn.value).toBe(false);
    expect(r.current()).toBe('/auth/login');
    await waitFor(() => expect(r.api.called('logFrontendError')[0]?.body.message).toBe('INVALID PARTICIPANT STATE'));
  });

  it.each([
    ['reconsent_pending', '/child-profile'],
    ['reconsent', '/re-consent'],
    ['assent', '/assent'],
  ])('routes the %s state to %s whatever the redirectTo', async (state, target) => {
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login?redirectTo=%2Fdashboard',
      api: signedIn({ getMe: { body: participant({ state: state as never }) } }),
    });
    await fill('ann@example.org', 'Secret-1');
    await waitFor(() => expect(r.current()).toBe(target));
  });

  it('asks the SMS consent question before going on when it is required', async () => {
    const r = renderWithRegistry(<LoginScreen />, {
      path: '/auth/login',
      api: signedIn({ getSmsConsent: { body: { required: true } }, updateSmsConsent: { body: { required: false } } }),
    });
    await fill('ann@example.org', 'Secret-1');
    const dialog = await screen.findByRole('dialog', { name: 'Get text message reminders' });
    expect(r.current()).toBe('/auth/login');
    await act(async () => userEvent.setup().click(screen.getByRole('button', { name: 'Skip' })));
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
    expect(dialog).not.toBeInTheDocument();
    expect(r.api.called('updateSmsConsent')[0].body).toEqual({ status: 'skipped' });
  });

  it('offers the external identity provider when one is configured', () => {
    renderWithRegistry(<LoginScreen />, {
      path: '/auth/login',
      settings: { oauth: { authorizeUrl: 'https://id.example.org/auth', clientId: 'c1', provider: 't1d' } },
    });
    const link = screen.getByRole('link', { name: 'Sign in with your T1D account' });
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/id\.example\.org\/auth\?client_id=c1&response_type=code&redirect_uri=/,
    );
  });

  it('keeps the password field a real password input that password managers and paste can use', () => {
    renderWithRegistry(<LoginScreen />, { path: '/auth/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).not.toHaveAttribute('onpaste');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
  });
});
