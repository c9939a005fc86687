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
    const box = screen.getByRole('group', { name: 'There is a problem' });
    expect(box).not.toHaveFocus();
    rerender(<Form focusKey={1} />);
    expect(box).toHaveFocus();
    // Focus reads it: its title, then the errors.
    expect(box).toHaveAccessibleDescription('Email is required Profile type is required');
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
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
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

  it('is no live region: it speaks when focused after a send, never again as the fields are fixed', () => {
    const errors = [
      { name: 'email', message: 'Email is required' },
      { name: 'kind', message: 'Profile type is required' },
    ];
    const form = (items: typeof errors) => (
      <form>
        <ErrorSummary title="There is a problem" focusKey={1} items={items} />
        <input name="email" aria-label="Email" />
      </form>
    );
    const { rerender, container } = render(form(errors));
    // Fixing one field, then the other: the list changes, the box goes; nothing is announced.
    for (const items of [errors.slice(1), []]) {
      rerender(form(items));
      expect(container.querySelectorAll('[role="alert"], [role="status"], [role="log"], [aria-live]')).toHaveLength(0);
    }
  });

  it('shows nothing without errors', () => {
    const { container } = render(<ErrorSummary title="There is a problem" focusKey={1} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
