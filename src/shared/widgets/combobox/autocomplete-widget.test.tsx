import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AutocompleteWidget } from './autocomplete-widget';

const CGMS = [
  { id: 1, title: 'Dexcom G7' },
  { id: 2, title: 'Dexcom G6' },
  { id: 3, title: 'FreeStyle Libre 3' },
];

function Harness({ onEmit = () => undefined }: { onEmit?: (e: unknown) => void }) {
  const [value, setValue] = useState('');
  return (
    <AutocompleteWidget
      id="a"
      label="Which CGM?"
      items={CGMS}
      value={value}
      judge={(v) => ({
        valid: v === '' || CGMS.some((c) => c.title === v),
        message: 'Please choose an item from the list.',
      })}
      onChange={(e) => {
        setValue(e.value);
        onEmit(e);
      }}
    />
  );
}

describe('AutocompleteWidget: the ARIA 1.2 combobox pattern', () => {
  it("is a combobox with a listbox popup and the placeholder 'Start typing'", () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Which CGM?' });
    expect(input).toHaveAttribute('placeholder', 'Start typing');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', 'a-listbox');
  });

  it('filters by title as you type, case-insensitive, and announces the count', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'dex');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Dexcom G7', 'Dexcom G6']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions. Use the arrow keys to choose one.');
  });

  it('Down moves the active option (aria-activedescendant), Enter chooses it and closes the list', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'dex{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Dexcom G6' });
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('Dexcom G6');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onEmit).toHaveBeenLastCalledWith({ value: 'Dexcom G6', validity: 'VALID', warning: false, source: 'user' });
  });

  it('Up from a closed list opens it on the last option; Down wraps to the first', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'FreeStyle Libre 3' }).id,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Dexcom G7' }).id);
  });

  it('Escape closes the list and, with the list closed, leaves the chosen answer as it is', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'free');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('FreeStyle Libre 3');
    const emitted = onEmit.mock.calls.length;
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('FreeStyle Libre 3');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('FreeStyle Libre 3');
    expect(onEmit).toHaveBeenCalledTimes(emitted);
  });

  it('a pointer can pick an option, and typed text that matches nothing is emitted INVALID', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    await userEvent.type(screen.getByRole('combobox'), 'libre');
    await userEvent.click(screen.getByRole('option', { name: 'FreeStyle Libre 3' }));
    expect(screen.getByRole('combobox')).toHaveValue('FreeStyle Libre 3');
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'Eversense');
    expect(onEmit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        value: 'Eversense',
        validity: 'INVALID',
        message: 'Please choose an item from the list.',
      }),
    );
  });
});
