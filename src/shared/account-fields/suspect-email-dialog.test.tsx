import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRegistry } from '../../testing/render-with-registry';
import { SuspectEmailDialog } from './suspect-email-dialog';

const handlers = () => ({ onUseSuggestion: vi.fn(), onKeep: vi.fn(), onChange: vi.fn() });

describe('SuspectEmailDialog', () => {
  it("is titled 'Whoops!', says the spec's warning and offers the suggestion: Use this / Keep mine", async () => {
    const h = handlers();
    renderWithRegistry(<SuspectEmailDialog open email="jane@gmial.com" suggestion="jane@gmail.com" {...h} />);
    const dialog = await screen.findByRole('dialog', { name: 'Whoops!' });
    expect(dialog).toHaveTextContent(
      'Looks like you might have made a spelling error. Please confirm the email address.',
    );
    expect(dialog).toHaveTextContent('Did you mean jane@gmail.com?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use this' }));
    expect(h.onUseSuggestion).toHaveBeenCalledWith('jane@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(h.onKeep).toHaveBeenCalledOnce();
  });

  it('without a suggestion asks to keep or change the address; Escape goes back to change it', async () => {
    const h = handlers();
    renderWithRegistry(<SuspectEmailDialog open email="jane@example.con" {...h} />);
    await screen.findByRole('dialog', { name: 'Whoops!' });
    expect(screen.queryByRole('button', { name: 'Use this' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change it' }));
    expect(h.onChange).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(h.onChange).toHaveBeenCalledTimes(2);
  });
});
