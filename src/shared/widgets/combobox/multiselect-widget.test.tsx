import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiselectWidget, type MultiselectWidgetProps } from './multiselect-widget';

const CONDITIONS = [
  { id: 1, title: 'Celiac disease' },
  { id: 2, title: 'Hypothyroidism' },
  { id: 3, title: 'Hyperthyroidism' },
];
const canAdd = (text: string, tags: readonly string[]) =>
  text.trim() !== '' && !tags.some((t) => t.toLowerCase() === text.trim().toLowerCase());

function Harness(props: Partial<MultiselectWidgetProps> & { onEmit?: (e: unknown) => void }) {
  const [value, setValue] = useState<string[]>(props.value ?? []);
  return (
    <MultiselectWidget
      id="m"
      label="Which other conditions?"
      items={CONDITIONS}
      {...props}
      value={value}
      judge={(tags) => ({ valid: tags.length > 0 })}
      onChange={(e) => {
        setValue(e.value);
        props.onEmit?.(e);
      }}
    />
  );
}

describe('MultiselectWidget (spec 001 §4, §5)', () => {
  it("is a combobox with the placeholder 'Start typing'; picking by keyboard adds a tag", async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    const input = screen.getByRole('combobox', { name: 'Which other conditions?' });
    expect(input).toHaveAttribute('placeholder', 'Start typing');
    await userEvent.type(input, 'thyro{ArrowDown}{Enter}');
    expect(onEmit).toHaveBeenLastCalledWith({
      value: ['Hypothyroidism'],
      validity: 'VALID',
      warning: false,
      source: 'user',
    });
    expect(screen.getByRole('list', { name: 'Your answers' })).toHaveTextContent('Hypothyroidism');
    expect(screen.getByRole('status')).toHaveTextContent('Hypothyroidism added.');
    expect(input).toHaveValue('');
  });

  it('removes chosen items from the suggestions (by default, or by the function given)', async () => {
    render(<Harness value={['Celiac disease']} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hypothyroidism', 'Hyperthyroidism']);
  });

  it('each tag has a Remove button; removing announces it and gives focus back to the input', async () => {
    const onEmit = vi.fn();
    render(<Harness value={['Celiac disease', 'Asthma']} onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Asthma' }));
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['Celiac disease'] }));
    expect(screen.getByRole('status')).toHaveTextContent('Asthma removed.');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('without a free-text option there is no Add button and Enter adds nothing typed', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    await userEvent.type(screen.getByRole('combobox'), 'Asthma{Enter}');
    expect(onEmit).not.toHaveBeenCalled();
  });

  it('with a free-text option, Add is disabled while the text is empty or already a tag', async () => {
    const onEmit = vi.fn();
    render(<Harness canAdd={canAdd} value={['Asthma']} onEmit={onEmit} />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox'), 'asthma');
    expect(add).toBeDisabled();
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'Eczema');
    expect(add).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(onEmit).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['Asthma', 'Eczema'] }));
  });
});
