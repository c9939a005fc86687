import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InternalServerErrorDialog } from './internal-server-error-dialog';
import { SessionExpiredDialog } from './session-expired-dialog';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

describe('InternalServerErrorDialog', () => {
  it('is titled Internal Server Error, explains, shows the time and closes', async () => {
    const onClose = vi.fn();
    const at = new Date('2026-03-04T15:16:17Z');
    render(<InternalServerErrorDialog onClose={onClose} occurredAt={at} />);
    const dialog = await screen.findByRole('dialog', { name: 'Internal Server Error' });
    expect(dialog).toHaveTextContent('The server encountered an internal error or misconfiguration');
    expect(dialog).toHaveTextContent(/contact support.*time of the error.*what you were doing/);
    expect(dialog.querySelector('time')).toHaveAttribute('datetime', at.toISOString());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('SessionExpiredDialog', () => {
  it('tells the session expired and answers true for Sign In', async () => {
    const onClose = vi.fn();
    render(<SessionExpiredDialog onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Session expired' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});

describe('UnsavedChangesDialog', () => {
  it.each([
    ['Stay on the page', false],
    ['Leave without saving', true],
  ])('%s answers %s', async (label, expected) => {
    const onClose = vi.fn();
    render(<UnsavedChangesDialog onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onClose).toHaveBeenCalledWith(expected);
  });

  it('stays on Escape and focuses the safe choice first', async () => {
    const onClose = vi.fn();
    render(<UnsavedChangesDialog onClose={onClose} />);
    await screen.findByRole('dialog');
    // The trap moves focus in the effect after the commit that makes the dialog findable.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay on the page' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
