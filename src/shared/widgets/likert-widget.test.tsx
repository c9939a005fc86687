import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LikertWidget } from './likert-widget';

const SCALE = ['Never', 'Once or twice', 'Weekly', 'Several times a week', 'Daily'];

describe('LikertWidget', () => {
  it('is one radio group named by its legend, each point named by its words (the reader counts "3 of 5" itself)', () => {
    render(<LikertWidget id="k" label="Frequency" scale={SCALE} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Frequency' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(Array(5).fill('k'));
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAccessibleName(/^[A-Z][a-z ]+$/);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(SCALE);
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
    expect(screen.getByRole('radio', { name: 'Once or twice' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Frequency' })).toHaveAccessibleDescription(
      'Error: Please choose a point on the scale.',
    );
  });
});
