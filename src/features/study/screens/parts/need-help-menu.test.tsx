import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { NeedHelpMenu } from './need-help-menu';

describe('Need Help menu (001 §2)', () => {
  it("001 §2 'Need Help?' shows phone, e-mail and 'Monday to Friday from 8AM to 5PM EST'; Escape closes it", async () => {
    const user = userEvent.setup();
    renderWithRegistry(<NeedHelpMenu />, {
      settings: { site: { contact: { phone: '(800) 555-0199', email: 'help@registry.example.org' } } },
    });
    const button = screen.getByRole('button', { name: 'Need Help?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Monday to Friday from 8AM to 5PM EST')).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(screen.getByRole('link', { name: 'help@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:help@registry.example.org',
    );
    expect(screen.getByText('Monday to Friday from 8AM to 5PM EST')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('link', { name: '(800) 555-0199' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
