import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextWidget, type TextWidgetProps } from './text-widget';
import type { WidgetEmission } from './types';

function Harness(props: Partial<TextWidgetProps> & { onEmit?: (e: WidgetEmission<string>) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextWidget
      id="t"
      label="Your answer"
      {...props}
      value={value}
      onChange={(e) => {
        setValue(e.value);
        props.onEmit?.(e);
      }}
    />
  );
}

describe('TextWidget (spec 001 §5, §9)', () => {
  it("is a labelled textarea of 3 rows with the placeholder 'Please specify your answer'", () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '3');
    expect(box).toHaveAttribute('placeholder', 'Please specify your answer');
  });

  it('emits each change as a user action, judged by the function it is given', async () => {
    const onEmit = vi.fn();
    const judge = (v: string) => (v === 'no' ? { valid: true, warning: true } : { valid: true });
    render(<Harness onEmit={onEmit} judge={judge} />);
    await userEvent.type(screen.getByRole('textbox'), 'no');
    expect(onEmit).toHaveBeenLastCalledWith({ value: 'no', validity: 'VALID', warning: true, source: 'user' });
  });

  it("emits 'default' validity without a judge", async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    await userEvent.type(screen.getByRole('textbox'), 'a');
    expect(onEmit).toHaveBeenLastCalledWith({ value: 'a', validity: 'default', warning: false, source: 'user' });
  });

  it('shows its error only once left, as an alert tied by aria-describedby', async () => {
    render(<Harness error="Please write less" />);
    const box = screen.getByRole('textbox');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(box);
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Please write less');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Please write less');
  });

  it('shows a warning in words that it does not block', () => {
    render(<Harness warning="A few words more would help" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Check this answer: A few words more would help This does not stop you from continuing.',
    );
  });

  it('is disabled when told', () => {
    render(<Harness disabled value="x" />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
