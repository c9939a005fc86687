import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { UNLOCK_TEXTS } from '../model/screen-texts';
import { UnlockAccountScreen } from './unlock-account-screen';

describe('UnlockAccountScreen', () => {
  it('uses the link once, says the account is unlocked and leads to sign-in', async () => {
    const r = renderWithRegistry(<UnlockAccountScreen />, {
      path: '/auth/unlock?token=abc_123',
      api: { unlockAccount: { body: { detail: 'Your account is unlocked. You can sign in again.' } } },
    });
    expect(await screen.findByText(UNLOCK_TEXTS.done)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(r.api.called('unlockAccount').map((c) => c.body)).toEqual([{ token: 'abc_123' }]);
  });

  it('explains a used or expired link and offers sign-in and a password reset', async () => {
    renderWithRegistry(<UnlockAccountScreen />, {
      path: '/auth/unlock?token=used',
      api: { unlockAccount: { status: 400, body: { token: ['This unlock link is invalid.'] } } },
    });
    expect(await screen.findByText(UNLOCK_TEXTS.linkUnusable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('sends nothing without a token', async () => {
    const r = renderWithRegistry(<UnlockAccountScreen />, { path: '/auth/unlock', api: {} });
    expect(await screen.findByText(UNLOCK_TEXTS.linkUnusable)).toBeInTheDocument();
    expect(r.api.calls).toHaveLength(0);
  });
});
