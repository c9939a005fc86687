import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberWidget, stepValue, type NumberWidgetProps } from './number-widget';
import type { WidgetEmission } from './types';
import { WIDGET_MAP } from './widget-map';

function Harness(props: Partial<NumberWidgetProps> & { onEmit?: (e: WidgetEmission<string>) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  const Float = WIDGET_MAP.numerical_float;
  const Widget = props.float ? Float : NumberWidget;
  return (
    <Widget
      id="n"
      label="Times per day"
      {...props}
      value={value}
      onChange={(e) => {
        setValue(e.value);
        props.onEmit?.(e);
      }}
    />
  );
}

const wholeNumber = (v: string) =>
  /^\d*$/.test(v) ? { valid: true } : { valid: false, message: 'Value should be a whole number' };

describe('NumberWidget (spec 001 §5)', () => {
  it("has the placeholder 'Enter value' and a numeric keypad without type=number", () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Times per day' });
    expect(input).toHaveAttribute('placeholder', 'Enter value');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('a float brings up the decimal keypad', () => {
    render(<Harness float />);
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'decimal');
  });

  it('emits INVALID with the judge message for a value the engine refuses', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} judge={wholeNumber} />);
    await userEvent.type(screen.getByRole('textbox'), '4.5');
    expect(onEmit).toHaveBeenLastCalledWith({
      value: '4.5',
      validity: 'INVALID',
      warning: false,
      source: 'user',
      message: 'Value should be a whole number',
    });
  });

  it('arrows step by 1, or by 0.1 for a float', async () => {
    const onEmit = vi.fn();
    const { unmount } = render(<Harness onEmit={onEmit} value="4" />);
    await userEvent.type(screen.getByRole('textbox'), '{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '5' }));
    unmount();
    render(<Harness onEmit={onEmit} value="7.2" float />);
    await userEvent.type(screen.getByRole('textbox'), '{ArrowUp}');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '7.3' }));
  });

  it('steps from 0 when empty and leaves text that is no number alone', () => {
    expect(stepValue('', 1, 1)).toBe('1');
    expect(stepValue('0.9', 0.1, 1)).toBe('1.0');
    expect(stepValue('2.25', 0.1, -1)).toBe('2.15');
    expect(stepValue('abc', 1, 1)).toBeNull();
  });

  it('shows the error at once when asked (after an invalid Next)', () => {
    render(<Harness value="4.5" error="Value should be a whole number" showError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Value should be a whole number');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
