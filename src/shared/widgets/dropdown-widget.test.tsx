import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownWidget, dropdownStyle } from './dropdown-widget';

const PUMPS = [
  { id: 1, title: 'Tandem t:slim X2' },
  { id: 2, title: 'Omnipod 5' },
];

describe('DropdownWidget (spec 001 §5, §9)', () => {
  it('is a labelled native select with an empty first choice, emitting the chosen option id', async () => {
    const onChange = vi.fn();
    render(<DropdownWidget id="d" label="Which insulin pump?" items={PUMPS} value={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Which insulin pump?' });
    expect(select).toHaveDisplayValue('Choose an answer');
    await userEvent.selectOptions(select, 'Omnipod 5');
    expect(onChange).toHaveBeenCalledWith({ value: 2, validity: 'default', warning: false, source: 'user' });
    await userEvent.selectOptions(select, 'Choose an answer');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: null }));
  });

  it('shows the chosen option', () => {
    render(<DropdownWidget id="d" label="Pump" items={PUMPS} value={1} onChange={() => undefined} />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Tandem t:slim X2');
  });

  it('is 240 px wide, growing only past 27 characters', () => {
    expect(dropdownStyle(PUMPS)).toBeUndefined();
    expect(dropdownStyle([{ id: 1, title: 'x'.repeat(27) }])).toBeUndefined();
    expect(dropdownStyle([{ id: 1, title: 'x'.repeat(40) }])).toEqual({ width: 'max(240px, calc(40ch + 3rem))' });
  });
});
