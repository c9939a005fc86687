import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoButton } from './info-button';

describe('InfoButton', () => {
  it('is a named "?" button whose tooltip describes it on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<InfoButton label="About profile types" content="A parent or guardian can register a child." />);
    const button = screen.getByRole('button', { name: 'About profile types' });
    expect(button).toHaveTextContent('?');
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A parent or guardian can register a child.');
    expect(button).toHaveAccessibleDescription('A parent or guardian can register a child.');
  });
});
