import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailStatus, type EmailCheckState } from './email-status';

describe('EmailStatus', () => {
  it('names each state of the e-mail check for screen readers, and shows nothing while idle', () => {
    const names: Array<[EmailCheckState, string]> = [
      ['checking', 'Checking the email address'],
      ['ok', 'Email address checked'],
      ['warn', 'Please check the email address'],
    ];
    for (const [state, name] of names) {
      const { unmount } = render(<EmailStatus state={state} onClear={() => {}} />);
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    const { container } = render(<EmailStatus state="idle" onClear={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('in error, is a button that clears the address', async () => {
    const onClear = vi.fn();
    render(<EmailStatus state="error" onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear the email address' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
