import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is labelled, toggles from its label and forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="I agree to take part" name="agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to take part' });
    expect(ref.current).toBe(box);
    await userEvent.click(screen.getByText('I agree to take part'));
    expect(box).toBeChecked();
  });

  it('ties hint and error by aria-describedby and announces the error', () => {
    render(<Checkbox label="Consent" hint="Required to continue" error="Please agree" />);
    const box = screen.getByRole('checkbox', { name: 'Consent' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please agree Required to continue');
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree');
  });

  it('is valid without an error', () => {
    render(<Checkbox label="Consent" />);
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-describedby');
  });
});
