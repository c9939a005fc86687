import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { A1cUnit } from './a1c-math';
import { A1cWidget, type A1cRow, type A1cWidgetProps } from './a1c-widget';

function Harness(props: Partial<A1cWidgetProps> & { onEmit?: (e: unknown) => void }) {
  const [value, setValue] = useState<A1cRow[]>(props.value ?? []);
  return (
    <A1cWidget
      id="a"
      label="A1c and date of each test"
      storedUnit="percent"
      storedDecimals={1}
      initialRows={4}
      maxRows={6}
      {...props}
      value={value}
      onChange={(e) => {
        setValue(e.value);
        props.onEmit?.(e);
      }}
    />
  );
}

const rows = () => screen.getAllByRole('group', { name: /^Result \d+$/ });
const stored = (onEmit: ReturnType<typeof vi.fn>) => (onEmit.mock.lastCall?.[0] as { value: A1cRow[] }).value;

describe('A1cWidget (spec 001 §4, §9; DECISIONS §10)', () => {
  it('starts with 4 rows of a date and a value, each row a fieldset', () => {
    render(<Harness />);
    expect(rows()).toHaveLength(4);
    const first = within(rows()[0]);
    expect(first.getByRole('textbox', { name: 'Date of the test' })).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(first.getByRole('textbox', { name: 'A1c (%)' })).toHaveAttribute('placeholder', 'Enter value');
  });

  it("'Add More' adds one row up to the maximum and moves focus to its date", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add More' }));
    expect(rows()).toHaveLength(5);
    expect(within(rows()[4]).getByRole('textbox', { name: 'Date of the test' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Add More' }));
    expect(rows()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add More' })).toBeNull();
    expect(screen.getByText('You can add up to 6 results.')).toBeVisible();
  });

  it('emits the rows as typed in the unit the study stores', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    const first = within(rows()[0]);
    await userEvent.type(first.getByRole('textbox', { name: 'Date of the test' }), '03/27/2024');
    await userEvent.type(first.getByRole('textbox', { name: 'A1c (%)' }), '7.1');
    expect(stored(onEmit)[0]).toEqual({ date: '2024-03-27', value: '7.1' });
    expect(stored(onEmit)).toHaveLength(4);
  });

  it('a value typed in mmol/mol is stored in % (IFCC = 10.929 × (% − 2.15))', async () => {
    const onEmit = vi.fn();
    render(<Harness onEmit={onEmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'mmol/mol' }));
    const value = within(rows()[0]).getByRole('textbox', { name: 'A1c (mmol/mol)' });
    await userEvent.type(value, '53');
    expect(value).toHaveValue('53');
    expect(stored(onEmit)[0].value).toBe('7');
  });

  it('switching the unit converts what was typed', async () => {
    render(<Harness value={[{ value: '7', date: '2024-03-27' }]} />);
    expect(within(rows()[0]).getByRole('textbox', { name: 'A1c (%)' })).toHaveValue('7');
    await userEvent.click(screen.getByRole('radio', { name: 'mmol/mol' }));
    expect(within(rows()[0]).getByRole('textbox', { name: 'A1c (mmol/mol)' })).toHaveValue('53');
    await userEvent.click(screen.getByRole('radio', { name: 'Percent (%)' }));
    expect(within(rows()[0]).getByRole('textbox', { name: 'A1c (%)' })).toHaveValue('7');
  });

  it('a study storing mmol/mol starts in mmol/mol', () => {
    render(<Harness storedUnit="mmol_mol" value={[{ value: '48', date: '2024-03-27' }]} />);
    expect(screen.getByRole('radio', { name: 'mmol/mol' })).toBeChecked();
    expect(within(rows()[0]).getByRole('textbox', { name: 'A1c (mmol/mol)' })).toHaveValue('48');
  });

  it('shows the row messages it is given and a plausibility warning that does not block', async () => {
    const judgeRows = (list: A1cRow[]) => list.map((r) => (r.value && !r.date ? { date: 'Invalid date.' } : {}));
    const rowWarning = (text: string, unit: A1cUnit) =>
      unit === 'percent' && Number(text) > 15 ? 'Outside 4 to 15 %.' : undefined;
    render(<Harness value={[{ value: '16.5', date: '' }]} judgeRows={judgeRows} rowWarning={rowWarning} showError />);
    const first = within(rows()[0]);
    expect(first.getByRole('alert')).toHaveTextContent('Invalid date.');
    expect(first.getByRole('textbox', { name: 'A1c (%)' })).toHaveAccessibleDescription(
      'Check this answer: Outside 4 to 15 %. This does not stop you from continuing.',
    );
  });

  it('keeps an emptied row in place while typing (rows do not jump)', async () => {
    const onEmit = vi.fn();
    render(
      <Harness
        onEmit={onEmit}
        value={[
          { value: '7', date: '2024-01-01' },
          { value: '6', date: '2024-02-01' },
        ]}
      />,
    );
    const first = within(rows()[0]);
    await userEvent.clear(first.getByRole('textbox', { name: 'A1c (%)' }));
    await userEvent.clear(first.getByRole('textbox', { name: 'Date of the test' }));
    expect(first.getByRole('textbox', { name: 'Date of the test' })).toHaveValue('');
    expect(within(rows()[1]).getByRole('textbox', { name: 'A1c (%)' })).toHaveValue('6');
  });
});
