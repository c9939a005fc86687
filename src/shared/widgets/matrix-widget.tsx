import { useRef } from 'react';
import { chosenColumn, type MatrixCell } from './matrix-cells';
import { WIDGET_TEXT } from './widget-texts';
import { emission, type WidgetProps } from './types';
import { useFitsWidth } from './use-fits-width';
import { labelClass, messageIds, useShownMessages, WidgetMessages } from './widget-messages';
import { widgetClass } from './widget-field';
import './matrix.css';

export { chosenColumn, type MatrixCell };

export interface MatrixWidgetProps extends WidgetProps<MatrixCell[]> {
  rows: readonly string[];
  /** The columns' titles: the values a row stores. */
  columns: readonly string[];
  /** What each column shows, when it is not its title (a translation); one per column. */
  columnLabels?: readonly string[];
}

/** Spec 001 §9: first column 230 px, columns 90 px (cards use rows of 52 px). */
export const MATRIX_FIRST_COLUMN_PX = 230;
export const MATRIX_COLUMN_PX = 90;
/** Frame of the table: the left border of an invalid widget and its padding. */
const MATRIX_FRAME_PX = 20;

export function matrixWidth(columns: number): number {
  return MATRIX_FIRST_COLUMN_PX + columns * MATRIX_COLUMN_PX + MATRIX_FRAME_PX;
}

/**
 * A matrix: one radio group per row, named by its row label, so that every row is its own
 * question for a screen reader. Laid out as a table at the spec's sizes where it fits the screen,
 * and as one card per row only where the table would overflow.
 */
export function MatrixWidget(props: MatrixWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { rows, columns } = props;
  const shownColumn = (c: number) => props.columnLabels?.[c] ?? columns[c];
  const { shown, touch } = useShownMessages(
    error,
    warning,
    hint ?? WIDGET_TEXT.matrixRowsHint,
    showError,
    props.missing,
  );
  const ids = messageIds(id, shown);
  const ref = useRef<HTMLFieldSetElement>(null);
  const table = useFitsWidth(ref, matrixWidth(columns.length));
  const choose = (row: number, column: number) => {
    const next: MatrixCell[] = rows.map((_, r) => (r === row ? columns[column] : (value[r] ?? false)));
    touch();
    onChange(emission(next, judge));
  };
  return (
    <fieldset
      ref={ref}
      id={id}
      className={widgetClass(shown, props.highlight, 'registry-widget-matrix')}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className={labelClass(hideLabel, 'registry-widget__legend')}>{label}</legend>
      <div
        className={`registry-widget-matrix__grid registry-widget-matrix__grid--${table ? 'table' : 'cards'}`}
        style={{ ['--registry-matrix-columns' as string]: columns.length }}
      >
        {table && (
          <div className="registry-widget-matrix__head" aria-hidden="true">
            <span />
            {columns.map((column, c) => (
              <span key={column} className="registry-widget-matrix__column">
                {shownColumn(c)}
              </span>
            ))}
          </div>
        )}
        {rows.map((row, r) => {
          const rowId = `${id}-row-${r}`;
          const chosen = chosenColumn(value[r], columns);
          return (
            <div
              key={`${r}-${row}`}
              role="radiogroup"
              aria-labelledby={`${rowId}-label`}
              aria-required={required || undefined}
              aria-invalid={ids.invalid && chosen < 0 ? true : undefined}
              className="registry-widget-matrix__row"
            >
              <div id={`${rowId}-label`} className="registry-widget-matrix__row-label">
                {row}
              </div>
              {columns.map((column, c) => (
                <label key={column} className="registry-widget-matrix__cell" htmlFor={`${rowId}-${c}`}>
                  <input
                    id={`${rowId}-${c}`}
                    type="radio"
                    name={rowId}
                    checked={chosen === c}
                    onChange={() => choose(r, c)}
                  />
                  <span className={table ? 'registry-visually-hidden' : 'registry-widget-matrix__cell-text'}>
                    {shownColumn(c)}
                  </span>
                </label>
              ))}
            </div>
          );
        })}
      </div>
      <WidgetMessages id={id} shown={shown} />
    </fieldset>
  );
}
