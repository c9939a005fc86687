import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LabelWidget } from './label-widget';

describe('LabelWidget (spec 001 §4)', () => {
  it('shows its text and emits true and valid once, on view', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <LabelWidget id="l" label="There are no wrong answers." value={null} onChange={onChange} />,
    );
    expect(screen.getByText('There are no wrong answers.')).toBeVisible();
    rerender(<LabelWidget id="l" label="There are no wrong answers." value onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ value: true, validity: 'VALID', warning: false, source: 'user' });
  });
});
