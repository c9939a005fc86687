import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';

function Form({ focusKey }: { focusKey: number }) {
  return (
    <form>
      <ErrorSummary
        title="There is a problem"
        focusKey={focusKey}
        items={[
          { name: 'email', message: 'Email is required' },
          { name: 'kind', message: 'Profile type is required' },
        ]}
      />
      <input name="email" aria-label="Email" />
      <input type="radio" name="kind" value="a" aria-label="A" />
      <input type="radio" name="kind" value="b" aria-label="B" defaultChecked />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes focus after a failed submit and links each error to its field', async () => {
    const { rerender } = render(<Form focusKey={0} />);
    const box = screen.getByRole('alert');
    expect(box).not.toHaveFocus();
    rerender(<Form focusKey={1} />);
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleName('There is a problem');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Email is required' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // A radio group: the checked option (as the keyboard would land on it).
    await user.click(screen.getByRole('link', { name: 'Profile type is required' }));
    expect(screen.getByLabelText('B')).toHaveFocus();
  });

  it("takes focus when the form's errors arrive a render after the failed submit", () => {
    const items = [{ name: 'email', message: 'Email is required' }];
    const { rerender } = render(
      <form>
        <ErrorSummary title="There is a problem" focusKey={1} items={[]} />
        <button type="submit">Create account</button>
      </form>,
    );
    screen.getByRole('button', { name: 'Create account' }).focus();
    rerender(
      <form>
        <ErrorSummary title="There is a problem" focusKey={1} items={items} />
        <button type="submit">Create account</button>
      </form>,
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    // Fixing the fields: the box goes and comes back as the errors change, focus stays with the participant.
    screen.getByRole('button', { name: 'Create account' }).focus();
    rerender(
      <form>
        <ErrorSummary title="There is a problem" focusKey={1} items={[]} />
        <button type="submit">Create account</button>
      </form>,
    );
    rerender(
      <form>
        <ErrorSummary title="There is a problem" focusKey={1} items={items} />
        <button type="submit">Create account</button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveFocus();
  });

  it('shows nothing without errors', () => {
    const { container } = render(<ErrorSummary title="There is a problem" focusKey={1} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
