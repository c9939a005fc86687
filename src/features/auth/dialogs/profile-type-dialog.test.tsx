import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ProfileTypeDialog } from './profile-type-dialog';

// Spec 000 §2, §4: the dialog an account without a profile type must answer. It opens on its first
// option, not on the "?" button, whose tooltip would then cover both options; the tooltip opens on
// hover, a press or a key, never on the focus the dialog gives.

function open() {
  return renderWithRegistry(<ProfileTypeDialog participantId={7} onClose={() => {}} />, {
    storage: { [SESSION_KEYS.token]: userToken() },
    profile: participant({ profile_type: null }),
  });
}

describe('ProfileTypeDialog', () => {
  it('opens with the focus on the first option and no tooltip over the options', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Select a profile type.' });
    const first = within(dialog).getByRole('radio', { name: 'Myself – I am over 18 years of age.' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).not.toBeChecked();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip when a key brings the focus to "?", and on hover', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Select a profile type.' });
    await waitFor(() => expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus());
    await user.tab({ shift: true });
    const help = within(dialog).getByRole('button', { name: 'About profile types' });
    expect(help).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('a parent or guardian can register them');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => {
      fireEvent.pointerEnter(help);
    });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
