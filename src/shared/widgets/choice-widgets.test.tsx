import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  OptionWidget,
  OptionWithTextWidget,
  RadioWidget,
  RadioWithTextWidget,
  type ChoiceWithTextValue,
} from './choice-widgets';

function WithText({ radio, onEmit }: { radio?: boolean; onEmit: (v: unknown) => void }) {
  const [value, setValue] = useState<ChoiceWithTextValue>({ checked: false, text: '' });
  const Widget = radio ? RadioWithTextWidget : OptionWithTextWidget;
  return (
    <Widget
      id="w"
      label="Other (please specify)"
      value={value}
      onChange={(e) => {
        setValue(e.value);
        onEmit(e);
      }}
    />
  );
}

describe('choice widgets (spec 001 §4, §5)', () => {
  it('a radio emits true when chosen, by user action', async () => {
    const onChange = vi.fn();
    render(<RadioWidget id="r" name="q" label="Insulin pump" value={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Insulin pump' }));
    expect(onChange).toHaveBeenCalledWith({ value: true, validity: 'default', warning: false, source: 'user' });
  });

  it('a checkbox emits false when it is unticked', async () => {
    const onChange = vi.fn();
    render(<OptionWidget id="o" label="Medicare" value onChange={onChange} />);
    await userEvent.click(screen.getByText('Medicare'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ value: false }));
  });

  it.each([true, false])(
    'with text: the text is enabled only while the choice is checked (radio: %s)',
    async (radio) => {
      const onEmit = vi.fn();
      render(<WithText radio={radio} onEmit={onEmit} />);
      expect(screen.queryByPlaceholderText('Please specify your answer')).toBeNull();
      await userEvent.click(screen.getByText('Other (please specify)'));
      const text = screen.getByRole('textbox', { name: 'Other (please specify)' });
      expect(text).toHaveAttribute('placeholder', 'Please specify your answer');
      await userEvent.type(text, 'Inhaled insulin');
      expect(onEmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ value: { checked: true, text: 'Inhaled insulin' } }),
      );
    },
  );

  it('an unticked checkbox with text emits unchecked, keeping the text it had', async () => {
    const onEmit = vi.fn();
    render(<WithText onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByRole('textbox'), 'Tricare');
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: { checked: false, text: 'Tricare' } }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('ties its error to the control and shows it when asked', () => {
    render(<RadioWidget id="r" label="No" value error="Not allowed" showError onChange={() => undefined} />);
    const radio = screen.getByRole('radio', { name: 'No' });
    expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(radio).toHaveAccessibleDescription('Error: Not allowed');
  });

  it('a warning stays visible without touching and says it does not block', () => {
    render(<OptionWidget id="o" label="Medicaid" value warning="We will ask later" onChange={() => undefined} />);
    expect(screen.getByText('This does not stop you from continuing.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
