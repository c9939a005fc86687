import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { WIDGET_TEXT } from '../messages';
import { monthWeeks, moveDay, WEEKDAYS } from './calendar-model';
import { storedDate, toStored } from './date-format';
import { CalendarHeader } from './calendar-header';

export interface GridProps {
  value: string;
  onPick: (value: string) => void;
}

/** The days of a month as an ARIA grid: one focusable day at a time, the arrow keys move it. */
export function DayGrid({ value, onPick }: GridProps) {
  const today = dayjs().startOf('day');
  const selected = storedDate(value, 'day');
  const [focus, setFocus] = useState<Dayjs>(() => selected ?? today);
  const headingId = useId();
  const helpId = useId();
  const table = useRef<HTMLTableElement>(null);
  // Focus follows the day only for moves made in the grid (and on opening), never for the selects.
  const focusGrid = useRef(true);
  const focusKey = toStored(focus, 'day');
  useEffect(() => {
    if (!focusGrid.current) return;
    // preventScroll: on opening, the popover is not placed yet and focusing would scroll the page away.
    table.current?.querySelector<HTMLElement>(`[data-day="${focusKey}"]`)?.focus({ preventScroll: true });
  }, [focusKey]);

  const go = (next: Dayjs, fromGrid: boolean) => {
    focusGrid.current = fromGrid;
    setFocus(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(toStored(focus, 'day'));
      return;
    }
    const next = moveDay(focus, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    go(next, true);
  };

  return (
    <>
      <CalendarHeader
        headingId={headingId}
        title={focus.format('MMMM YYYY')}
        focus={focus}
        unit="month"
        previousLabel={WIDGET_TEXT.previousMonth}
        nextLabel={WIDGET_TEXT.nextMonth}
        withMonth
        onMove={(next) => go(next, false)}
      />
      <table
        ref={table}
        role="grid"
        className="registry-calendar__grid"
        aria-labelledby={headingId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                <span aria-hidden="true">{short}</span>
                <span className="registry-visually-hidden">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focus).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <td
                    key={d}
                    role="gridcell"
                    data-day={toStored(day, 'day')}
                    tabIndex={day.isSame(focus, 'day') ? 0 : -1}
                    aria-selected={selected ? day.isSame(selected, 'day') : false}
                    aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                    aria-label={day.format('dddd, MMMM D, YYYY')}
                    className="registry-calendar__cell"
                    onClick={() => onPick(toStored(day, 'day'))}
                  >
                    {day.date()}
                  </td>
                ) : (
                  <td key={d} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="registry-calendar__help">
        {WIDGET_TEXT.calendarHelp}
      </p>
    </>
  );
}
