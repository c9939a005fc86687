import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

const OPTIONS = [
  { value: 'adult', label: 'Myself – I am over 18 years of age.' },
  { value: 'child', label: 'My Child – who is under the age of 18.', hint: 'A parent registers' },
];

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <RadioGroup
        legend="Profile type"
        name="type"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        error={error}
        hint="Pick one"
      />
      <p data-testid="value">{value ?? 'none'}</p>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend holding one radio per option', () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Profile type' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Myself – I am over 18 years of age.' })).toHaveAttribute('name', 'type');
  });

  it('calls onChange with the chosen value and reflects the controlled value', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('radio', { name: /My Child/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('child');
    expect(screen.getByRole('radio', { name: /My Child/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Myself/ })).not.toBeChecked();
  });

  it('describes an option by its own hint', () => {
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: /My Child/ })).toHaveAccessibleDescription('A parent registers');
  });

  it('ties the group error and hint to the fieldset and announces the error', () => {
    render(<Controlled error="Select a profile type." />);
    const group = screen.getByRole('group', { name: 'Profile type' });
    expect(group).toHaveAccessibleDescription('Select a profile type. Pick one');
    expect(screen.getByRole('alert')).toHaveTextContent('Select a profile type.');
    expect(screen.getByRole('radio', { name: /Myself/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
