import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { DualFactorScreen } from './dual-factor-screen';

const routes = (code: string): FakeHandlers => ({
  verifyOtp: (call) =>
    (call.body as { password: string }).password === code
      ? { body: { token: userToken() } }
      : { status: 400, body: { password: ['You entered the wrong code'] } },
  getMe: { body: participant() },
  getSmsConsent: { body: { required: false } },
});

describe('DualFactorScreen', () => {
  it('shows the wrong-code message on the field, then signs in with the right code and drops the otp id', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<DualFactorScreen />, {
      path: '/auth/dual-factor-authentication?redirectTo=%2Fuser-profile',
      storage: { [SESSION_KEYS.otpId]: 'otp-1' },
      api: routes('123456'),
    });
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You entered the wrong code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(r.api.called('verifyOtp')[0].body).toEqual({ otp_id: 'otp-1', password: '000000' });

    await user.clear(field);
    expect(screen.queryByText('You entered the wrong code')).not.toBeInTheDocument();
    // Pasted text keeps only its digits.
    fireEvent.change(field, { target: { value: '123 456' } });
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(r.current()).toBe('/user-profile'));
    expect(r.session.otpId.value).toBeNull();
    expect(r.session.loggedIn.value).toBe(true);
  });

  it('asks for six digits before calling the server', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<DualFactorScreen />, {
      storage: { [SESSION_KEYS.otpId]: 'otp-1' },
      api: routes('123456'),
    });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code we sent you')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(r.api.calls).toHaveLength(0);
  });

  it('a link with register=true and jtoken ends on register-success with the partner wording stored', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<DualFactorScreen />, {
      path: '/auth/dual-factor-authentication?register=true&jtoken=inv-1',
      storage: { [SESSION_KEYS.otpId]: 'otp-1' },
      api: routes('123456'),
    });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(r.current()).toBe('/register-success'));
    expect(r.session.registeredAsJaeb.value).toBe(true);
  });
});
