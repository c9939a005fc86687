import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { WIDGET_TEXT } from '../messages';
import { moveMonth } from './calendar-model';
import { storedDate, toStored } from './date-format';
import { CalendarHeader } from './calendar-header';
import type { GridProps } from './day-grid';

/** Month-year picking for a short date: the twelve months of a year as a grid of 4 rows × 3. */
export function MonthGrid({ value, onPick }: GridProps) {
  const thisMonth = dayjs().startOf('month');
  const selected = storedDate(value, 'month');
  const [focus, setFocus] = useState<Dayjs>(() => selected ?? thisMonth);
  const headingId = useId();
  const helpId = useId();
  const table = useRef<HTMLTableElement>(null);
  const focusGrid = useRef(true);
  const focusKey = toStored(focus, 'month');
  useEffect(() => {
    if (!focusGrid.current) return;
    // preventScroll: on opening, the popover is not placed yet and focusing would scroll the page away.
    table.current?.querySelector<HTMLElement>(`[data-month="${focusKey}"]`)?.focus({ preventScroll: true });
  }, [focusKey]);

  const go = (next: Dayjs, fromGrid: boolean) => {
    focusGrid.current = fromGrid;
    setFocus(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(toStored(focus, 'month'));
      return;
    }
    const next = moveMonth(focus, event.key);
    if (!next) return;
    event.preventDefault();
    go(next, true);
  };
  const year = focus.startOf('year');
  const rows = [0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => year.add(r * 3 + c, 'month')));

  return (
    <>
      <CalendarHeader
        headingId={headingId}
        title={focus.format('YYYY')}
        focus={focus}
        unit="year"
        previousLabel={WIDGET_TEXT.previousYear}
        nextLabel={WIDGET_TEXT.nextYear}
        onMove={(next) => go(next, false)}
      />
      <table
        ref={table}
        role="grid"
        className="registry-calendar__grid registry-calendar__grid--months"
        aria-labelledby={headingId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((month) => (
                <td
                  key={month.month()}
                  role="gridcell"
                  data-month={toStored(month, 'month')}
                  tabIndex={month.isSame(focus, 'month') ? 0 : -1}
                  aria-selected={selected ? month.isSame(selected, 'month') : false}
                  aria-current={month.isSame(thisMonth, 'month') ? 'date' : undefined}
                  aria-label={month.format('MMMM YYYY')}
                  className="registry-calendar__cell"
                  onClick={() => onPick(toStored(month, 'month'))}
                >
                  {month.format('MMM')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="registry-calendar__help">
        {WIDGET_TEXT.monthGridHelp}
      </p>
    </>
  );
}
