import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PartnerIntroDialog, ReactivateDialog, ReattemptLimitDialog } from './dashboard-dialogs';

describe('dashboard dialogs', () => {
  it('Reactivate warns that the screening answers will be lost and answers which button was pressed', async () => {
    const onClose = vi.fn();
    render(<ReactivateDialog onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Reactivate' }));
    expect(
      dialog.getByText(
        'Re-taking the screening questions means your previous answers to them will be lost. Do you want to try again?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Try Again' }));
    expect(onClose).toHaveBeenLastCalledWith(true);
    await userEvent.click(dialog.getByRole('button', { name: 'No, cancel' }));
    expect(onClose).toHaveBeenLastCalledWith(false);
  });

  it('the reattempt limit is explained in the spec words, and closes', async () => {
    const onClose = vi.fn();
    render(<ReattemptLimitDialog onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Max number of screening reattempts reached' }));
    expect(
      dialog.getByText(
        'Sorry! It looks like you completed our screening questions multiple times. Unfortunately, at this time you are not eligible to participate in the Registry.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('the partner intro welcomes once and continues to the dashboard', async () => {
    const onClose = vi.fn();
    render(<PartnerIntroDialog onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome from our partner research network' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
