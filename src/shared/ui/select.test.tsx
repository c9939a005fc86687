import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const OPTIONS = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas', disabled: true },
];

describe('Select', () => {
  it('is labelled, lists the options after the placeholder and reports changes', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} label="State" options={OPTIONS} placeholder="Select a state" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(ref.current).toBe(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a state',
      'California',
      'New York',
      'Texas',
    ]);
    expect(screen.getByRole('option', { name: 'Texas' })).toBeDisabled();
    await userEvent.selectOptions(select, 'NY');
    expect(select).toHaveValue('NY');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ties error and hint by aria-describedby', () => {
    render(<Select label="Time zone" options={OPTIONS} hint="Where you live" error="Select a time zone" />);
    const select = screen.getByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Select a time zone Where you live');
  });
});
