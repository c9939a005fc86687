import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../shared/session/session-store';
import { participant, renderAuth, userToken, type Routes } from '../testing';
import { DualFactorScreen } from './dual-factor-screen';

const routes = (code: string): Routes => ({
  'POST /registry/otp': (call) =>
    (call.body as { password: string }).password === code ? { body: { token: userToken() } } : { status: 400, body: { password: ['You entered the wrong code'] } },
  'GET /registry/me': { body: participant() },
  'GET /participant/7/sms_consent': { body: { required: false } },
});

describe('DualFactorScreen', () => {
  it('shows the wrong-code message on the field, then signs in with the right code and drops the otp id', async () => {
    const user = userEvent.setup();
    const r = renderAuth(<DualFactorScreen />, { path: '/auth/dual-factor-authentication?redirectTo=%2Fuser-profile', storage: { [SESSION_KEYS.otpId]: 'otp-1' }, routes: routes('123456') });
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You entered the wrong code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(r.transport.called('POST /registry/otp')[0].body).toEqual({ otp_id: 'otp-1', password: '000000' });

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
    const r = renderAuth(<DualFactorScreen />, { storage: { [SESSION_KEYS.otpId]: 'otp-1' }, routes: routes('123456') });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code we sent you')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(r.transport.calls).toHaveLength(0);
  });
});
