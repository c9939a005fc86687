import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ZipWidget } from './zip-widget';

const MESSAGE = 'Please enter a valid 5-digit zip code';

function Harness({ onEmit }: { onEmit?: (v: unknown) => void }) {
  const [value, setValue] = useState('');
  const error = value !== '' && !/^\d{5}$/.test(value) ? MESSAGE : undefined;
  return (
    <ZipWidget
      id="z"
      label="Zip code"
      value={value}
      error={error}
      judge={(v) => ({ valid: v === '' || /^\d{5}$/.test(v), message: MESSAGE })}
      onChange={(e) => {
        setValue(e.value);
        onEmit?.(e);
      }}
    />
  );
}

describe('ZipWidget (spec 001 §5)', () => {
  it('is judged on blur: the message shows once the field is left, not while typing', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await userEvent.type(input, '021');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    await userEvent.type(input, '39');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('emits the validity the judge gives', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    await userEvent.type(screen.getByRole('textbox'), '02139');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: '02139', validity: 'VALID' }));
  });

  it('asks for a numeric keypad and the postal code autofill', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
  });
});
