import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ChildProfileScreen } from './child-profile-screen';

const pendingToken = userToken({
  account_status: 'reconsent_pending',
  privileges: [
    { id: 'registry:user', title: '' },
    { id: 'registry:child_profile', title: '' },
  ],
});

describe('ChildProfileScreen (hand-off of a reconsent_pending parent)', () => {
  it('hands the account over, keeps the child e-mail, signs the parent out and goes to /passed-to-child', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ChildProfileScreen />, {
      path: '/child-profile',
      storage: { [SESSION_KEYS.token]: pendingToken },
      api: { reassignAccount: { body: participant({ state: 'reconsent' }) } },
      profile: participant({
        state: 'reconsent_pending',
        profile_type: 'child',
        child_first_name: 'Casey',
        child_last_name: 'Parent',
      }),
    });
    expect(await screen.findByLabelText("Child's first name")).toHaveValue('Casey');
    await user.type(screen.getByLabelText("Child's email"), 'Casey@Example.org');
    await user.type(screen.getByLabelText("Confirm child's email"), 'casey@example.ORG');
    await user.click(screen.getByRole('button', { name: 'Send to my child' }));
    // An irreversible step: the parent confirms first, told whose address and what changes.
    const dialog = await screen.findByRole('dialog', { name: 'Pass the account to your child?' });
    expect(dialog).toHaveTextContent(
      'We will email casey@example.org so that your child can choose their own password.',
    );
    expect(dialog).toHaveTextContent('your password and your sessions stop working');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(r.api.called('reassignAccount')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, pass it to my child' }));
    await waitFor(() => expect(r.current()).toBe('/passed-to-child'));
    expect(r.api.called('reassignAccount')[0].body).toEqual({
      child_email: 'casey@example.org',
      child_first_name: 'Casey',
      child_last_name: 'Parent',
      child_phone: null,
    });
    expect(r.session.childEmail.value).toBe('casey@example.org');
    expect(r.session.loggedIn.value).toBe(false);
  });

  it('Cancel in the confirmation sends nothing and gives focus back to Send to my child', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ChildProfileScreen />, {
      path: '/child-profile',
      storage: { [SESSION_KEYS.token]: pendingToken },
      profile: participant({ state: 'reconsent_pending', child_first_name: 'Casey', child_last_name: 'Parent' }),
    });
    await user.type(screen.getByLabelText("Child's email"), 'casey@example.org');
    await user.type(screen.getByLabelText("Confirm child's email"), 'casey@example.org');
    const send = screen.getByRole('button', { name: 'Send to my child' });
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Pass the account to your child?' });
    // The harmless answer has the focus, and Tab stays inside the dialog.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Yes, pass it to my child' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(send).toHaveFocus());
    expect(r.api.called('reassignAccount')).toHaveLength(0);
    expect(r.session.loggedIn.value).toBe(true);
  });

  it('checks the confirmation, and shows server errors on the fields', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ChildProfileScreen />, {
      path: '/child-profile',
      storage: { [SESSION_KEYS.token]: pendingToken },
      api: {
        reassignAccount: { status: 409, body: { child_email: ['A participant with this email already exists.'] } },
      },
      profile: participant({ state: 'reconsent_pending', child_first_name: 'Casey', child_last_name: 'Parent' }),
    });
    await user.type(screen.getByLabelText("Child's email"), 'casey@example.org');
    await user.type(screen.getByLabelText("Confirm child's email"), 'other@example.org');
    await user.click(screen.getByRole('button', { name: 'Send to my child' }));
    expect(await screen.findByText('Email does not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Confirm child's email"));
    await user.type(screen.getByLabelText("Confirm child's email"), 'casey@example.org');
    await user.click(screen.getByRole('button', { name: 'Send to my child' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, pass it to my child' }));
    expect(await screen.findByText('A participant with this email already exists.')).toBeInTheDocument();
    expect(r.session.loggedIn.value).toBe(true);
  });

  it('keeps a shown message when the profile is refreshed after the submit', async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(<ChildProfileScreen />, {
      path: '/child-profile',
      storage: { [SESSION_KEYS.token]: pendingToken },
      profile: participant({ state: 'reconsent_pending', child_first_name: 'Jo', child_last_name: 'Parent' }),
    });
    await user.type(screen.getByLabelText("Child's email"), 'jamie@');
    await user.click(screen.getByRole('button', { name: 'Send to my child' }));
    expect(await screen.findByText('Email format is invalid')).toBeInTheDocument();
    act(() =>
      r.session.setProfile(
        participant({ state: 'reconsent_pending', child_first_name: 'Jamie', child_last_name: 'Parent' }),
      ),
    );
    expect(await screen.findByLabelText("Child's first name")).toHaveValue('Jamie');
    expect(screen.getByLabelText("Child's email")).toHaveValue('jamie@');
    expect(screen.getByLabelText("Child's email")).toHaveAccessibleDescription(/Email format is invalid/);
  });
});
