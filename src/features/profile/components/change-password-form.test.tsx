import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParticipantProfile } from '@contract';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ChangePasswordForm } from './change-password-form';

const RULE =
  'Password must be a minimum of eight (8) characters in length, contain at least one uppercase character, one lowercase character, one digit and one special character';

function renderForm(api: FakeHandlers = {}, profile: ParticipantProfile = participant()) {
  const r = renderWithRegistry(<ChangePasswordForm profile={profile} onDirty={() => {}} />, { api });
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const fill = async (old: string, next: string, confirm: string) => {
    if (old) await userEvent.type(field('Current password'), old);
    await userEvent.type(field('New password'), next);
    await userEvent.type(field('Confirm new password'), confirm);
  };
  return { ...r, field, submit, fill };
}

describe('ChangePasswordForm', () => {
  it('asks for every field with the spec texts when submitted empty, and sends nothing', async () => {
    const { field, submit, api } = renderForm();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    await submit();
    expect(field('Current password')).toHaveAccessibleDescription(/Current password is required/);
    expect(field('New password')).toHaveAccessibleDescription(/Password is required/);
    expect(api.called('changePassword')).toHaveLength(0);
  });

  it('refuses a weak password, the old one again, and a confirmation that differs', async () => {
    const { field, submit, fill, api } = renderForm();
    await fill('Old-Pass-1', 'weak', 'weak');
    await submit();
    expect(field('New password')).toHaveAccessibleDescription(new RegExp(RULE.replace(/[()]/g, '\\$&')));

    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'Old-Pass-1');
    await userEvent.clear(field('Confirm new password'));
    await userEvent.type(field('Confirm new password'), 'Other-Pass-2');
    await submit();
    expect(field('New password')).toHaveAccessibleDescription(
      /New password cannot be the same as the current password/,
    );
    expect(field('Confirm new password')).toHaveAccessibleDescription(/Password confirmation does not match/);
    expect(api.called('changePassword')).toHaveLength(0);
  });

  it('sends the account e-mail with the passwords, keeps the fresh token and empties the form', async () => {
    const fresh = userToken({ renewed: true });
    const { field, submit, fill, api, session } = renderForm({ changePassword: { body: { token: fresh } } });
    await fill('Old-Pass-1', 'New-Pass-2', 'New-Pass-2');
    await submit();
    await waitFor(() => expect(api.called('changePassword')).toHaveLength(1));
    expect(api.called('changePassword')[0].body).toEqual({
      username: 'ann@example.org',
      old_password: 'Old-Pass-1',
      new_password: 'New-Pass-2',
      new_password_confirm: 'New-Pass-2',
    });
    expect(await screen.findByText('Your account has been updated')).toBeInTheDocument();
    expect(session.token.value).toBe(fresh);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(label)).toHaveValue('');
    }
    // Beside the button, for as long as it is true: the next edit takes it back.
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button).toHaveAccessibleDescription('Your account has been updated');
    await userEvent.type(field('New password'), 'N');
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Your account has been updated')).toBeNull();
  });

  it('an account that signs in elsewhere gives no current password, and sends none', async () => {
    const { submit, fill, api } = renderForm(
      { changePassword: { body: { token: userToken() } } },
      participant({ auth_methods: ['oauth'] }),
    );
    expect(
      screen.getByText('You sign in through the external provider, so there is no current password to give.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).toBeNull();
    await fill('', 'New-Pass-2', 'New-Pass-2');
    await submit();
    await waitFor(() => expect(api.called('changePassword')).toHaveLength(1));
    expect(api.called('changePassword')[0].body).not.toHaveProperty('old_password');
  });

  it('keeps the typed passwords when the server refuses the current one, with its message on it', async () => {
    const { field, submit, fill, session } = renderForm({
      changePassword: { status: 400, body: { old_password: ['Wrong password.'] } },
    });
    const before = session.token.value;
    await fill('Old-Pass-1', 'New-Pass-2', 'New-Pass-2');
    await submit();
    await waitFor(() => expect(field('Current password')).toHaveAccessibleDescription(/Wrong password\./));
    expect(field('Current password')).toHaveValue('Old-Pass-1');
    expect(field('New password')).toHaveValue('New-Pass-2');
    expect(session.token.value).toBe(before);
    expect(screen.queryByText('Your account has been updated')).toBeNull();
  });

  it("shows the lock's message when the account is locked, keeps the passwords, and no generic failure", async () => {
    const lock =
      'Too many failed attempts: sign-in to this account is locked. We have e-mailed a link to unlock it to the address of the account; without it, sign-in opens again 15 minutes after the last try.';
    const { field, submit, fill, session, feedback } = renderForm({
      changePassword: { status: 429, body: { detail: lock } },
    });
    const before = session.token.value;
    await fill('Old-Pass-1', 'New-Pass-2', 'New-Pass-2');
    await submit();
    expect(await screen.findByText(lock)).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('Old-Pass-1');
    expect(field('New password')).toHaveValue('New-Pass-2');
    expect(session.token.value).toBe(before);
    // The form says it; no generic failure snackbar beside it.
    expect(feedback.snackbars.value.filter((s) => s.kind === 'failure')).toEqual([]);
  });
});
