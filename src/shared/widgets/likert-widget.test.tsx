import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LikertWidget } from './likert-widget';

const SCALE = ['Never', 'Once or twice', 'Weekly', 'Several times a week', 'Daily'];

describe('LikertWidget', () => {
  it("is one radio group named by its legend, each point announcing its position ('3 of 5, Weekly')", () => {
    render(<LikertWidget id="k" label="Frequency" scale={SCALE} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Frequency' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(Array(5).fill('k'));
    expect(screen.getByRole('radio', { name: '3 of 5, Weekly' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 of 5, Never' })).toBeInTheDocument();
  });

  it('emits the index of the chosen point', async () => {
    const onChange = vi.fn();
    render(<LikertWidget id="k" label="Frequency" scale={SCALE} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByText('Daily'));
    expect(onChange).toHaveBeenCalledWith({ value: 4, validity: 'default', warning: false, source: 'user' });
  });

  it('shows the stored point and, when asked, the error on the group', () => {
    render(
      <LikertWidget
        id="k"
        label="Frequency"
        scale={SCALE}
        value={1}
        error="Please choose a point on the scale."
        showError
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: '2 of 5, Once or twice' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Frequency' })).toHaveAccessibleDescription(
      'Error: Please choose a point on the scale.',
    );
  });
});
