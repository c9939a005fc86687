import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeReply } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ReConsentScreen } from './re-consent-screen';

const reconsentToken = userToken({
  account_status: 'reconsent',
  privileges: [
    { id: 'registry:user', title: '' },
    { id: 'registry:reconsent', title: '' },
  ],
});
const handedOver = participant({
  state: 'reconsent',
  first_name: 'Morgan',
  last_name: 'Parent',
  child_first_name: 'Jamie',
  child_last_name: 'Parent',
});

describe('ReConsentScreen', () => {
  it('draws the contact details with the details form, so the form does not push them down the page', async () => {
    let answerProfile: (reply: FakeReply) => void = () => undefined;
    const r = renderWithRegistry(<ReConsentScreen />, {
      path: '/re-consent',
      storage: { [SESSION_KEYS.token]: reconsentToken },
      api: {
        getMe: () => new Promise<FakeReply>((resolve) => (answerProfile = resolve)),
        getSmsConsent: { body: { required: false } },
      },
    });
    await waitFor(() => expect(r.api.called('getMe')).toHaveLength(1));
    const contact = { name: 'Questions about your account?' };
    expect(screen.queryByRole('complementary', contact)).toBeNull();
    answerProfile({ body: handedOver });
    expect(await screen.findByLabelText('First name')).toHaveValue('Jamie');
    expect(screen.getByRole('complementary', contact)).toBeInTheDocument();
  });

  it("step 1 makes the child's details the account's own and marks the step finished", async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ReConsentScreen />, {
      path: '/re-consent',
      storage: { [SESSION_KEYS.token]: reconsentToken },
      profile: handedOver,
      api: { updateProfile: { body: { ...handedOver, first_name: 'Jamie', reconsentStep1Finished: true } } },
    });
    expect(await screen.findByLabelText('First name')).toHaveValue('Jamie');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(r.api.called('updateProfile')).toHaveLength(1));
    expect(r.api.called('updateProfile')[0].body).toEqual({
      first_name: 'Jamie',
      last_name: 'Parent',
      phone: null,
      reconsentStep1Finished: true,
    });
    expect(await screen.findByRole('button', { name: 'I agree and continue' })).toBeInTheDocument();
  });

  it('asks for the child’s own password when the profile says so: checked, set first, then the details', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ReConsentScreen />, {
      path: '/re-consent',
      storage: { [SESSION_KEYS.token]: reconsentToken },
      profile: { ...handedOver, reconsentPasswordRequired: true },
      api: {
        changePassword: { body: { token: reconsentToken } },
        updateProfile: { body: { ...handedOver, reconsentStep1Finished: true, reconsentPasswordRequired: false } },
      },
    });
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(password, 'weak');
    await user.type(confirm, 'other');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(password).toHaveAccessibleDescription(/Password must be a minimum of eight \(8\) characters/);
    expect(confirm).toHaveAccessibleDescription(/Password confirmation does not match/);
    expect(r.api.called('changePassword')).toHaveLength(0);
    await user.clear(password);
    await user.type(password, 'Jamie-Own-Pass-1');
    await user.clear(confirm);
    await user.type(confirm, 'Jamie-Own-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(r.api.called('updateProfile')).toHaveLength(1));
    expect(r.api.called('changePassword')[0].body).toEqual({
      username: handedOver.email,
      new_password: 'Jamie-Own-Pass-1',
      new_password_confirm: 'Jamie-Own-Pass-1',
    });
    expect(await screen.findByRole('button', { name: 'I agree and continue' })).toBeInTheDocument();
  });

  it('does not ask for a password otherwise', async () => {
    renderWithRegistry(<ReConsentScreen />, {
      path: '/re-consent',
      storage: { [SESSION_KEYS.token]: reconsentToken },
      profile: handedOver,
    });
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('step 2 completes re-consent, keeps the refreshed profile and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ReConsentScreen />, {
      path: '/re-consent',
      storage: { [SESSION_KEYS.token]: reconsentToken },
      profile: { ...handedOver, reconsentStep1Finished: true },
      api: {
        completeReconsent: { body: participant({ state: 'regular', first_name: 'Jamie' }) },
        getSmsConsent: { body: { required: false } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'I agree and continue' }));
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
    expect(r.session.profile.value?.state).toBe('regular');
    // The sign-in checks ran again on the refreshed profile (through the app's ProfileChecks).
    expect(r.api.called('getSmsConsent')).toHaveLength(1);
  });

  it('explains a refusal in place (the account is no longer in re-consent)', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ReConsentScreen />, {
      path: '/re-consent',
      storage: { [SESSION_KEYS.token]: reconsentToken },
      profile: { ...handedOver, reconsentStep1Finished: true },
      api: { completeReconsent: { status: 409, body: { detail: 'Not in the reconsent state.' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'I agree and continue' }));
    expect(await screen.findByText('Not in the reconsent state.')).toHaveAttribute('role', 'alert');
    expect(r.current()).toBe('/re-consent');
  });
});
