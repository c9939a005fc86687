import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { WIDGET_TEXT } from '../widget-texts';
import { monthWeeks, moveDay, moveMonth } from './calendar-model';
import { fullDay, monthAndYear, monthOf, weekdayNames } from './calendar-names';
import { CalendarHeader } from './calendar-header';
import { storedDate, toStored, type DateGranularity } from './date-format';

/** The names of WIDGET_TEXT's plain texts (read at render, in the page's language). */
type TextKey = {
  [K in keyof typeof WIDGET_TEXT]: (typeof WIDGET_TEXT)[K] extends string ? K : never;
}[keyof typeof WIDGET_TEXT];

/** What differs between the day grid and the month grid; the focus, keys and markup are shared. */
interface GridKind {
  /** What the header shows and what its previous/next buttons move by. */
  page: 'month' | 'year';
  title: (focus: Dayjs) => string;
  previousLabel: TextKey;
  nextLabel: TextKey;
  help: TextKey;
  className: string;
  /** The day grid has a row of weekday names and a month select beside the year's. */
  weekdays: boolean;
  move: (focus: Dayjs, key: string, shift: boolean) => Dayjs | null;
  /** The cells of the page that holds the focus; null fills a day of another month. */
  rows: (focus: Dayjs) => (Dayjs | null)[][];
  cellLabel: (cell: Dayjs) => string;
  cellText: (cell: Dayjs) => string;
}

const KINDS: Record<DateGranularity, GridKind> = {
  day: {
    page: 'month',
    title: monthAndYear,
    previousLabel: 'previousMonth',
    nextLabel: 'nextMonth',
    help: 'calendarHelp',
    className: 'registry-calendar__grid',
    weekdays: true,
    move: moveDay,
    rows: monthWeeks,
    cellLabel: fullDay,
    cellText: (day) => String(day.date()),
  },
  // Month-year picking for a short date: the twelve months of a year as a grid of 4 rows × 3.
  month: {
    page: 'year',
    title: (focus) => String(focus.year()),
    previousLabel: 'previousYear',
    nextLabel: 'nextYear',
    help: 'monthGridHelp',
    className: 'registry-calendar__grid registry-calendar__grid--months',
    weekdays: false,
    move: (focus, key) => moveMonth(focus, key),
    rows: (focus) => {
      const year = focus.startOf('year');
      return [0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => year.add(r * 3 + c, 'month')));
    },
    cellLabel: monthAndYear,
    cellText: (month) => monthOf(month, 'short'),
  },
};

export interface CalendarGridProps {
  value: string;
  /** Days of a month, or the months of a year. */
  granularity: DateGranularity;
  /** The latest date the answer may be: no year after it is offered, and the calendar opens no later. */
  latest?: string | null;
  onPick: (value: string) => void;
}

/** The days of a month (or months of a year) as an ARIA grid: one focusable cell at a time, the arrow keys move it. */
export function CalendarGrid({ value, granularity: unit, latest, onPick }: CalendarGridProps) {
  const kind = KINDS[unit];
  const last = latest ? dayjs(latest).startOf(unit) : null;
  const now = dayjs().startOf(unit);
  const selected = storedDate(value, unit);
  const [focus, setFocus] = useState<Dayjs>(() => selected ?? (last && last.isBefore(now) ? last : now));
  const headingId = useId();
  const helpId = useId();
  const table = useRef<HTMLTableElement>(null);
  // Focus follows the cell only for moves made in the grid (and on opening), never for the selects.
  const focusGrid = useRef(true);
  const focusKey = toStored(focus, unit);
  const opened = useRef(false);
  useEffect(() => {
    if (!focusGrid.current) return;
    const cell = table.current?.querySelector<HTMLElement>(`[data-date="${focusKey}"]`);
    // preventScroll: on opening, the popover is not placed yet and focusing would scroll the page away
    // (the popover scrolls its day into view once placed). Every later move keeps the focused cell on
    // screen, where the calendar is larger than the viewport (a phone at 400 % zoom).
    cell?.focus({ preventScroll: true });
    if (opened.current) cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    opened.current = true;
  }, [focusKey]);

  const go = (next: Dayjs, fromGrid: boolean) => {
    focusGrid.current = fromGrid;
    setFocus(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(toStored(focus, unit));
      return;
    }
    const next = kind.move(focus, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    go(next, true);
  };

  return (
    <>
      <CalendarHeader
        headingId={headingId}
        title={kind.title(focus)}
        focus={focus}
        unit={kind.page}
        previousLabel={WIDGET_TEXT[kind.previousLabel]}
        nextLabel={WIDGET_TEXT[kind.nextLabel]}
        withMonth={kind.weekdays}
        lastYear={last?.year()}
        onMove={(next) => go(next, false)}
      />
      <table
        ref={table}
        role="grid"
        className={kind.className}
        aria-labelledby={headingId}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      >
        {kind.weekdays && (
          <thead>
            <tr>
              {weekdayNames().map(([short, long]) => (
                <th key={short} scope="col" abbr={long}>
                  <span aria-hidden="true">{short}</span>
                  <span className="registry-visually-hidden">{long}</span>
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {kind.rows(focus).map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                cell ? (
                  <td
                    key={c}
                    role="gridcell"
                    data-date={toStored(cell, unit)}
                    tabIndex={cell.isSame(focus, unit) ? 0 : -1}
                    aria-selected={selected ? cell.isSame(selected, unit) : false}
                    aria-current={cell.isSame(now, unit) ? 'date' : undefined}
                    aria-label={kind.cellLabel(cell)}
                    className="registry-calendar__cell"
                    onClick={() => onPick(toStored(cell, unit))}
                  >
                    {kind.cellText(cell)}
                  </td>
                ) : (
                  <td key={c} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={helpId} className="registry-calendar__help">
        {WIDGET_TEXT[kind.help]}
      </p>
    </>
  );
}
