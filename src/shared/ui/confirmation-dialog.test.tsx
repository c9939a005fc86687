import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmationDialog } from './confirmation-dialog';

describe('ConfirmationDialog', () => {
  it('asks "Are you sure?" with Cancel and Confirm by default, Cancel focused first', async () => {
    render(<ConfirmationDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure?');
    // Focus moves in from an effect after the dialog is in the DOM, so wait for it rather than race it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveClass('registry-button--primary');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it.each([
    ['Confirm', true],
    ['Cancel', false],
  ])('answers %s with %s', async (label, expected) => {
    const onClose = vi.fn();
    render(<ConfirmationDialog onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(onClose).toHaveBeenCalledWith(expected);
  });

  it('answers undefined on Escape and on the optional close icon', async () => {
    const onClose = vi.fn();
    render(<ConfirmationDialog onClose={onClose} showCloseIcon />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenNthCalledWith(1, undefined);
    expect(onClose).toHaveBeenNthCalledWith(2, undefined);
  });

  it('takes custom labels, a question, the danger variant and can hide either button', async () => {
    const { rerender } = render(
      <ConfirmationDialog
        onClose={vi.fn()}
        question="Delete this draft?"
        confirmLabel="Delete"
        cancelLabel="Keep"
        danger
      />,
    );
    expect(await screen.findByText('Delete this draft?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('registry-button--danger');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    rerender(<ConfirmationDialog onClose={vi.fn()} hideCancel />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    rerender(<ConfirmationDialog onClose={vi.fn()} hideConfirm />);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
