import { EMAIL_WITHDRAWN_MESSAGE } from '@/shared/lib/account-message-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { RegisterScreen } from './register-screen';

const ADULT = 'Myself – I am over 18 years of age.';
const CHILD = 'My Child – who is under the age of 18.';

const routes = (overrides: FakeHandlers = {}): FakeHandlers => ({
  checkEmailSpelling: { body: { is_ok: true } },
  signup: { status: 201, body: { id: 7, access_token: userToken() } },
  partnerSignup: { status: 201, body: { id: 7, access_token: userToken() } },
  getMe: { body: participant() },
  getSmsConsent: { body: { required: false } },
  ...overrides,
});

async function fillAdult(user: UserEvent, email = 'morgan@example.org') {
  await user.click(screen.getByLabelText(ADULT));
  await user.type(screen.getByLabelText('First name'), 'Morgan');
  await user.type(screen.getByLabelText('Last name'), 'Tester');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Strong-Pass-1');
  await user.type(screen.getByLabelText('Confirm password'), 'Strong-Pass-1');
}

describe('RegisterScreen', () => {
  it('shows every required message verbatim', async () => {
    renderWithRegistry(<RegisterScreen />, { path: '/auth/register', api: routes() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      'Profile type is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(await screen.findAllByText(message)).not.toHaveLength(0);
    }
  });

  it('adds the child name fields for a child and removes them (and their values) when switched back', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<RegisterScreen />, { path: '/auth/register', api: routes() });
    await user.click(screen.getByLabelText(CHILD));
    // The registry's name rule is said under every name before the server refuses one: the
    // participant's own names too, not only the child's.
    for (const name of ['First name', 'Last name', "Child's first name", "Child's last name"]) {
      expect(screen.getByLabelText(name)).toHaveAccessibleDescription(/one space between parts/);
    }
    await user.type(screen.getByLabelText("Child's first name"), 'Jamie');
    await user.click(screen.getByLabelText(ADULT));
    expect(screen.queryByLabelText("Child's first name")).not.toBeInTheDocument();
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(r.api.called('signup')).toHaveLength(1));
    const body = r.api.called('signup')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      profile_type: 'adult',
      first_name: 'Morgan',
      email: 'morgan@example.org',
      reg_guard_data: null,
    });
    expect(body).not.toHaveProperty('child_first_name');
    await waitFor(() => expect(r.current()).toBe('/register-success'));
    expect(r.session.registeredAsJaeb.value).toBe(false);
  });

  it('warns about a likely spelling error without blocking, and blocks on a server message', async () => {
    const user = userEvent.setup();
    let spelling = { is_ok: false, suggestion: 'morgan@gmail.com' } as Record<string, unknown>;
    const r = renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({
        checkEmailSpelling: (call) =>
          (call.body as { email: string }).email === 'morgan@gmail.com'
            ? { body: { is_ok: true } }
            : { body: spelling },
      }),
    });
    await fillAdult(user, 'morgan@gmial.com');
    expect(
      await screen.findByText('Looks like you might have made a spelling error. Please confirm the email address.'),
    ).toBeInTheDocument();
    spelling = { is_ok: false, message: 'This domain does not accept mail' };
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'morgan@nomail.org');
    await user.tab();
    expect(await screen.findByText('This domain does not accept mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(r.api.called('signup')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'morgan@gmial.com');
    // Submitting a flagged address asks first: 'Whoops!' with the server's suggestion.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Whoops!' });
    expect(dialog).toHaveTextContent('Did you mean morgan@gmail.com?');
    expect(r.api.called('signup')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Use this' }));
    await waitFor(() => expect(r.api.called('signup')).toHaveLength(1));
    expect(r.api.called('signup')[0].body).toMatchObject({ email: 'morgan@gmail.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('morgan@gmail.com');
  });

  it("'Keep mine' registers the address as typed, asked once", async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({ checkEmailSpelling: { body: { is_ok: false } } }),
    });
    await fillAdult(user, 'morgan@example.con');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('dialog', { name: 'Whoops!' });
    expect(screen.queryByRole('button', { name: 'Use this' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(r.api.called('signup')).toHaveLength(1));
    expect(r.api.called('signup')[0].body).toMatchObject({ email: 'morgan@example.con' });
  });

  it('a submit with errors shows the error summary, focused, each error linking to its field', async () => {
    const user = userEvent.setup();
    renderWithRegistry(<RegisterScreen />, { path: '/auth/register', api: routes() });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Profile type is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password: Password is required',
      'Confirm password: Password is required',
    ]);
    // Said once, by the focus on the summary: no alert; each field is invalid and tied to its message.
    expect(screen.queryAllByRole('alert').filter((el) => el.textContent)).toEqual([]);
    expect(summary).toHaveAccessibleDescription(/^Profile type is required First name is required/);
    for (const radio of within(screen.getByRole('group', { name: /^Who are you registering/ })).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription(/^Profile type is required/);
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(/^First name is required/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/^Email is required/);
    await user.click(within(summary).getByRole('link', { name: 'Email is required' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('blocked by the registration guard: the reject dialog, then the root', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({ signup: { status: 403, body: { detail: 'registration is blocked' } } }),
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registration rejected' });
    expect(dialog).toHaveTextContent('Unfortunately, you will not be able to register.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(r.current()).toBe('/');
  });

  it('another 403 shows the failure snackbar', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({ signup: { status: 403, body: { detail: 'Sign-up is closed' } } }),
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(r.feedback.snackbars.value).toMatchObject([{ kind: 'failure', message: 'Oops! Something went wrong' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a partner invitation registers through jaeb_signup and stores the registeredAsJaeb flag', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<RegisterScreen />, { path: '/auth/register?jtoken=inv-1', api: routes() });
    expect(screen.getByText(/you already have an account with them/)).toBeInTheDocument();
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Confirm account' }));
    await waitFor(() => expect(r.current()).toBe('/register-success'));
    expect(r.api.called('partnerSignup')[0].body).toMatchObject({ jtoken: 'inv-1', email: 'morgan@example.org' });
    expect(r.session.registeredAsJaeb.value).toBe(true);
  });

  it('sends the registration guard data when a guard client id is configured', async () => {
    const user = userEvent.setup();
    const guard = async (clientId: string) => ({ client_id: clientId, verdict: 'ok' });
    const r = renderWithRegistry(<RegisterScreen regGuard={guard} />, {
      path: '/auth/register',
      api: routes(),
      settings: { regGuardClientId: 'guard-1' },
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(r.api.called('signup')).toHaveLength(1));
    expect(r.api.called('signup')[0].body).toMatchObject({ reg_guard_data: { client_id: 'guard-1', verdict: 'ok' } });
  });

  it('starts the phone field with +1 once the phone library has loaded, and accepts only digits and +', async () => {
    const user = userEvent.setup();
    renderWithRegistry(<RegisterScreen />, { path: '/auth/register', api: routes() });
    const phone = screen.getByLabelText('Phone number (optional)');
    await waitFor(() => expect(phone).toBeEnabled());
    // It starts with the US code: the participant types the number only.
    expect(phone).toHaveValue('+1');
    await user.type(phone, ' (202) abc 555-0123');
    expect(phone).toHaveValue('+12025550123');
    await user.tab();
    expect(phone).toHaveValue('+1 2025550123');
  });

  it('puts 400 field errors on their controls, joined', async () => {
    const user = userEvent.setup();
    renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({
        signup: {
          status: 409,
          body: { email: ['A participant with this email already exists.'], first_name: ['Too', 'long'] },
        },
      }),
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/A participant with this email already exists\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByText('Too long')).toBeInTheDocument();
  });

  it("says a withdrawn account's address cannot sign in or be reset, and gives the registry team's mailbox", async () => {
    const user = userEvent.setup();
    renderWithRegistry(<RegisterScreen />, {
      path: '/auth/register',
      api: routes({ signup: { status: 409, body: { email: [EMAIL_WITHDRAWN_MESSAGE] } } }),
    });
    await fillAdult(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/withdrawn from the registry and deleted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:privacy@registry.example.org',
    );
    expect(screen.queryByRole('link', { name: 'reset your password' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
