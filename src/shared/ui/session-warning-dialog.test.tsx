import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionWarningDialog, type SessionWarningChoice } from './session-warning-dialog';

const AT = new Date(2026, 0, 5, 10, 42).getTime();
const TIME = new Date(AT).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

describe('SessionWarningDialog', () => {
  it('says when the session ends, focuses “Stay signed in” and answers each choice', async () => {
    const onClose = vi.fn();
    render(<SessionWarningDialog onClose={onClose} expiresAt={AT} renewable />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveTextContent(`you will be signed out at ${TIME}, in about 2 minutes`);
    expect(dialog).toHaveTextContent('Anything you are typing is kept');
    // Its text is its description: read with its name when focus moves in.
    expect(dialog).toHaveAccessibleDescription(
      /you will be signed out at .*, in about 2 minutes\..*Anything you are typing is kept/,
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onClose).toHaveBeenLastCalledWith('sign-out');
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onClose).toHaveBeenLastCalledWith('stay');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(undefined);
  });

  it('at the maximum session age offers Continue, not a renewal it cannot give', async () => {
    render(<SessionWarningDialog onClose={() => undefined} expiresAt={AT} renewable={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveTextContent(`a session lasts at most 12 hours: you will be asked to sign in again at ${TIME}`);
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());
  });

  it('keeps Tab inside and gives focus back to where the participant was when it closes', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const [choice, setChoice] = useState<SessionWarningChoice | 'none'>('none');
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Next
          </button>
          <p>choice: {choice}</p>
          <SessionWarningDialog
            open={open}
            expiresAt={AT}
            renewable
            onClose={(r) => {
              setChoice(r ?? 'none');
              setOpen(false);
            }}
          />
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const stay = await screen.findByRole('button', { name: 'Stay signed in' });
    await vi.waitFor(() => expect(stay).toHaveFocus());
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(stay);
    expect(screen.getByText('choice: stay')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
  });
});
