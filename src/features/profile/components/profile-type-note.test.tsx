import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileTypeNote } from './profile-type-note';

describe('ProfileTypeNote', () => {
  it("shows a child profile's type in the spec's words, with the tooltip that explains the types", async () => {
    render(<ProfileTypeNote type="child" />);
    expect(screen.getByText('Profile type')).toBeInTheDocument();
    expect(screen.getByText('My Child – who is under the age of 18.')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'About profile types' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'If you are under 18, a parent or guardian can register for you. Both of you may need to give consent.',
    );
  });

  it('shows nothing for a profile without a type yet', () => {
    const { container } = render(<ProfileTypeNote type={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
