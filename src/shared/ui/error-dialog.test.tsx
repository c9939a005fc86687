import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_DIALOG_DEFAULT_ACTION, ERROR_DIALOG_DEFAULT_TITLE, ErrorDialog } from './error-dialog';

// DOMPurify does not support happy-dom (it keeps <script> and drops <p> there, cure53/DOMPurify#1457),
// so sanitising itself is checked in a real browser (e2e/ui-kit.spec.ts); here: that the dialog uses it.
const sanitize = vi.hoisted(() => vi.fn((html: string) => html));
vi.mock('../lib/sanitize-html', () => ({ sanitizeHtml: sanitize }));

describe('ErrorDialog', () => {
  it('shows title, action text and what-to-do HTML with a Close button', async () => {
    const onClose = vi.fn();
    render(
      <ErrorDialog
        onClose={onClose}
        title="Saving failed"
        actionText="We could not save."
        whatToDoHtml="<p>Try <strong>again</strong>.</p>"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Saving failed' });
    expect(dialog).toHaveTextContent('We could not save.');
    // The markup shows once the sanitiser has loaded (it is not part of every screen that may open the dialog).
    expect(await within(dialog).findByText('again', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has defaults for title and action text', async () => {
    render(<ErrorDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_DEFAULT_TITLE });
    expect(dialog).toHaveTextContent(ERROR_DIALOG_DEFAULT_ACTION);
  });

  it('renders the what-to-do HTML only through the sanitiser', async () => {
    sanitize.mockReturnValueOnce('<p>cleaned <em>text</em></p>');
    render(<ErrorDialog onClose={vi.fn()} whatToDoHtml={'<p>Call us</p><img src="x" onerror="alert(1)">'} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('text', { selector: 'em' })).toBeInTheDocument();
    expect(sanitize).toHaveBeenCalledWith('<p>Call us</p><img src="x" onerror="alert(1)">');
    expect(dialog).not.toHaveTextContent('Call us');
  });
});
