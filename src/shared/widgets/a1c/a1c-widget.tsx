import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { DateWidget } from '../dates/date-widget';
import { WIDGET_TEXT } from '../widget-texts';
import { NumberWidget } from '../number-widget';
import { emission, type WidgetProps } from '../types';
import { messageIds, useShownMessages, WidgetMessages } from '../widget-messages';
import { widgetClass } from '../widget-field';
import { A1C_UNIT_SYMBOL, a1cDecimals, convertA1cText, type A1cUnit } from './a1c-math';
import { A1cUnitToggle } from './a1c-unit-toggle';
import './a1c.css';

/** One A1C result as stored: the value in the study's unit, the date as YYYY-MM-DD (or as typed). */
export interface A1cRow {
  value: string;
  date: string;
}

export interface A1cRowMessages {
  value?: string;
  date?: string;
}

export interface A1cWidgetProps extends WidgetProps<A1cRow[]> {
  label: string;
  /** The unit the option stores (`metadata.unit`, DECISIONS §10). */
  storedUnit: A1cUnit;
  /** The option's decimals in its own unit. */
  storedDecimals?: number | null;
  /** The unit typed in; by default the stored one, then the participant's choice. */
  displayUnit?: A1cUnit;
  onDisplayUnitChange?: (unit: A1cUnit) => void;
  /** 4 rows at first, 'Add More' up to 12 (spec 001 §4, §9). */
  initialRows: number;
  maxRows: number;
  /** The engine's row messages for rows in the typed unit (bound by the adapter). */
  judgeRows?: (rows: A1cRow[], unit: A1cUnit) => A1cRowMessages[];
  /** A soft warning for a typed value (plausibility), never blocking. */
  rowWarning?: (text: string, unit: A1cUnit) => string | undefined;
}

interface Shown {
  /** The rows as typed, values in the display unit. */
  rows: A1cRow[];
  unit: A1cUnit;
  value: A1cRow[];
}

const empty = (): A1cRow => ({ value: '', date: '' });
const filled = (rows: readonly A1cRow[]) =>
  JSON.stringify(rows.filter((r) => r.value.trim() || r.date.trim()).map((r) => [r.value.trim(), r.date.trim()]));

/**
 * A1C results: rows of a date and a value, 4 at first and 'Add More' up to 12. Values can be typed
 * in % or mmol/mol; the answer keeps the study's unit. Row messages speak the typed unit.
 */
export function A1cWidget(props: A1cWidgetProps) {
  const { id, label, value, onChange, judge, error, warning, showError, required, disabled } = props;
  const { storedUnit, storedDecimals, initialRows, maxRows, judgeRows, rowWarning } = props;
  const { shown: messages, touch } = useShownMessages(
    error,
    warning,
    props.hint ?? WIDGET_TEXT.a1cHint,
    showError,
    props.missing,
  );
  const ids = messageIds(id, messages);
  const [ownUnit, setOwnUnit] = useState<A1cUnit>(storedUnit);
  const unit = props.displayUnit ?? ownUnit;
  const decimals = (u: A1cUnit) => a1cDecimals(u, storedUnit, storedDecimals);
  const display = (rows: readonly A1cRow[], u: A1cUnit, count: number): A1cRow[] => {
    const out = rows.map((r) => ({ date: r.date, value: convertA1cText(r.value, storedUnit, u, decimals(u)) }));
    while (out.length < Math.max(initialRows, count)) out.push(empty());
    return out;
  };
  const stored = (rows: readonly A1cRow[]) =>
    rows.map((r) => ({ date: r.date, value: convertA1cText(r.value, unit, storedUnit, decimals(storedUnit)) }));
  const [state, setState] = useState<Shown>(() => ({ rows: display(value, unit, 0), unit, value }));
  // Rows are kept as typed; a new value from outside (a reset, a reload) or a new unit redraws them.
  if (state.unit !== unit) {
    const rows = state.rows.map((r) => ({ ...r, value: convertA1cText(r.value, state.unit, unit, decimals(unit)) }));
    setState({ rows, unit, value });
  } else if (state.value !== value) {
    const same = filled(stored(state.rows)) === filled(value);
    setState({ rows: same ? state.rows : display(value, unit, state.rows.length), unit, value });
  }
  const rows = state.rows;
  // 'Add More' moves the focus to the new row's date (found in the list: this may run in a shadow root).
  const list = useRef<HTMLOListElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const input = list.current?.querySelector<HTMLElement>(`[id="${id}-row-${focusRow.current}-date-input"]`);
    focusRow.current = null;
    input?.focus();
  });

  const update = (index: number, change: Partial<A1cRow>) => {
    const next = rows.map((r, i) => (i === index ? { ...r, ...change } : r));
    setState({ ...state, rows: next });
    touch();
    onChange(emission(stored(next), judge));
  };
  const addRow = () => {
    focusRow.current = rows.length;
    setState({ ...state, rows: [...rows, empty()] });
  };
  const rowMessages = judgeRows ? judgeRows(rows, unit) : [];
  const symbol = A1C_UNIT_SYMBOL[unit];

  return (
    <fieldset
      id={id}
      className={widgetClass(messages, props.highlight, 'registry-a1c')}
      aria-describedby={ids.describedBy}
    >
      <legend className="registry-widget__legend">{label}</legend>
      <A1cUnitToggle
        id={`${id}-unit`}
        unit={unit}
        disabled={disabled}
        onChange={(next) => {
          setOwnUnit(next);
          props.onDisplayUnitChange?.(next);
        }}
      />
      <WidgetMessages id={id} shown={messages} />
      <ol ref={list} className="registry-a1c__rows">
        {rows.map((row, index) => (
          <li key={index} className="registry-a1c__row-item">
            <fieldset className="registry-a1c__row">
              <legend className="registry-a1c__row-legend">{WIDGET_TEXT.a1cResult(index + 1)}</legend>
              <DateWidget
                id={`${id}-row-${index}-date`}
                label={WIDGET_TEXT.a1cDate}
                value={row.date}
                hint={null}
                onChange={(e) => update(index, { date: e.value })}
                error={rowMessages[index]?.date}
                showError={showError}
                required={required && index === 0}
                disabled={disabled}
              />
              <NumberWidget
                id={`${id}-row-${index}-value`}
                label={WIDGET_TEXT.a1cValue(symbol)}
                value={row.value}
                float
                step={unit === 'percent' ? 0.1 : 1}
                onChange={(e) => update(index, { value: e.value })}
                error={rowMessages[index]?.value}
                warning={rowWarning?.(row.value, unit)}
                showError={showError}
                required={required && index === 0}
                disabled={disabled}
                inputClassName="registry-a1c__value"
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < maxRows ? (
        <Button variant="secondary" onClick={addRow} disabled={disabled}>
          {WIDGET_TEXT.addMore}
        </Button>
      ) : (
        <p className="registry-field__hint">{WIDGET_TEXT.a1cMaxRows(maxRows)}</p>
      )}
    </fieldset>
  );
}
