import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordChecklist } from './password-checklist';

describe('PasswordChecklist', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks the parts met and says politely, once typing pauses, what is still missing', () => {
    const { rerender, container } = render(<PasswordChecklist password="abc" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.className)).toEqual(['', '', 'is-met', '', '']);
    expect(items[2]).toHaveTextContent('A lowercase letter (done)');
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(800));
    expect(live).toHaveTextContent(
      'Your password still needs: at least 8 characters, an uppercase letter, a digit, a special character.',
    );
    rerender(<PasswordChecklist password="Strong-Pass-1" />);
    act(() => vi.advanceTimersByTime(800));
    expect(live).toHaveTextContent('Your password meets every rule.');
  });
});
