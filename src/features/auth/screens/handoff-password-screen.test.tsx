import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { HandoffPasswordScreen } from './handoff-password-screen';

// The hand-off e-mail's link (spec 000 §4 re-consent, last point): a page of its own where the
// child chooses their password for the account their parent passed them, then Sign In with the
// account's e-mail filled in. Not the generic Reset password page.

const VALID = { checkResetToken: { body: { detail: 'Token is valid.', email: 'kim@example.com' } } };

describe('HandoffPasswordScreen', () => {
  it('says what happened and whose account it is, sets the password, then leads to Sign In with the e-mail kept', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<HandoffPasswordScreen />, {
      path: '/auth/choose-password?token=tok-1',
      api: { ...VALID, createNewPassword: { body: { detail: 'Your password has been reset.' } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.queryByText(/Reset password/)).toBeNull();
    expect(screen.getByText(/Your parent or guardian set up your account in the registry/)).toBeInTheDocument();
    expect(await screen.findByText('kim@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your password'), 'Kims-0wn-Pass');
    await user.type(screen.getByLabelText('Confirm your password'), 'Kims-0wn-Pass');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText(/Your password is saved\./)).toBeInTheDocument();
    expect(r.api.called('createNewPassword')[0].body).toEqual({
      token: 'tok-1',
      new_password: 'Kims-0wn-Pass',
      new_password_confirm: 'Kims-0wn-Pass',
    });
    // Sign In opens with the account's e-mail filled in.
    expect(r.session.signInEmail.value).toBe('kim@example.com');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  });

  it('an expired or used link: what to do, in words of its own, and Forgot password', async () => {
    renderWithRegistry(<HandoffPasswordScreen />, {
      path: '/auth/choose-password?token=old',
      api: {
        checkResetToken: { status: 400, body: { token: ['This password reset link is invalid or has expired.'] } },
      },
    });
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument();
    expect(
      screen.getByText(/choose Forgot password\? and give the email address this link was sent to/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('refuses a weak password and a confirmation that differs, in the spec words, sending nothing', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<HandoffPasswordScreen />, { path: '/auth/choose-password?token=t', api: VALID });
    await user.type(await screen.findByLabelText('Your password'), 'weak');
    await user.type(screen.getByLabelText('Confirm your password'), 'weaker');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    await waitFor(() => expect(screen.getByText('Password confirmation does not match')).toBeInTheDocument());
    expect(r.api.called('createNewPassword')).toHaveLength(0);
  });
});
