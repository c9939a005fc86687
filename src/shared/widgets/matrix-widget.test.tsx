import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenColumn, MatrixWidget, matrixWidth } from './matrix-widget';

const ROWS = ['I feel confident', 'Lows worry me'];
const COLUMNS = ['Disagree', 'Neutral', 'Agree'];

describe('MatrixWidget (spec 001 §5, §9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one radio group per row, named by its row label, each radio by its column', () => {
    render(
      <MatrixWidget
        id="m"
        label="Statements"
        rows={ROWS}
        columns={COLUMNS}
        value={[false, false]}
        onChange={() => undefined}
      />,
    );
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: 'I feel confident' })).toBe(groups[0]);
    expect(screen.getByRole('radiogroup', { name: 'Lows worry me' })).toBe(groups[1]);
    expect(within(groups[1]).getByRole('radio', { name: 'Agree' })).toHaveAttribute('name', 'm-row-1');
  });

  it('emits the whole matrix with the chosen column title in that row', async () => {
    const onChange = vi.fn();
    render(
      <MatrixWidget
        id="m"
        label="Statements"
        rows={ROWS}
        columns={COLUMNS}
        value={['Agree', false]}
        onChange={onChange}
      />,
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Lows worry me' })).getByRole('radio', { name: 'Neutral' }),
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['Agree', 'Neutral'], source: 'user' }));
  });

  it('shows translated column labels and still stores the column titles', async () => {
    const onChange = vi.fn();
    render(
      <MatrixWidget
        id="m"
        label="Frases"
        rows={ROWS}
        columns={COLUMNS}
        columnLabels={['En desacuerdo', 'Neutral', 'De acuerdo']}
        value={[false, false]}
        onChange={onChange}
      />,
    );
    const row = screen.getByRole('radiogroup', { name: 'Lows worry me' });
    expect(within(row).queryByRole('radio', { name: 'Agree' })).toBeNull();
    await userEvent.click(within(row).getByRole('radio', { name: 'De acuerdo' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ value: [false, 'Agree'] }));
  });

  it('reads stored cells by title, or by index for older answers', () => {
    expect(chosenColumn('Agree', COLUMNS)).toBe(2);
    expect(chosenColumn(1, COLUMNS)).toBe(1);
    expect(chosenColumn(false, COLUMNS)).toBe(-1);
    expect(chosenColumn('Maybe', COLUMNS)).toBe(-1);
  });

  it('marks the unanswered rows when its error shows', () => {
    render(
      <MatrixWidget
        id="m"
        label="Statements"
        rows={ROWS}
        columns={COLUMNS}
        value={['Agree', false]}
        error="Please answer every row."
        showError
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'I feel confident' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radiogroup', { name: 'Lows worry me' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer every row.');
  });

  it('is a table where 230 px + 90 px per column fits, and cards where it would overflow', () => {
    expect(matrixWidth(3)).toBe(230 + 3 * 90 + 20);
    let callback: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          callback = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const { container } = render(
      <MatrixWidget
        id="m"
        label="Statements"
        rows={ROWS}
        columns={COLUMNS}
        value={[false, false]}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('.registry-widget-matrix__grid--table')).not.toBeNull();
    width.mockReturnValue(343);
    act(() => callback());
    expect(container.querySelector('.registry-widget-matrix__grid--cards')).not.toBeNull();
    expect(screen.getAllByText('Agree', { selector: '.registry-widget-matrix__cell-text' })).toHaveLength(2);
    width.mockRestore();
  });
});
