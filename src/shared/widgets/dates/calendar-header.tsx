import type { Dayjs } from 'dayjs';
import { WIDGET_TEXT } from '../widget-texts';
import { jumpTo, yearChoices } from './calendar-model';
import { monthOf } from './calendar-names';

export interface CalendarHeaderProps {
  headingId: string;
  title: string;
  focus: Dayjs;
  /** What the previous and next buttons move by. */
  unit: 'month' | 'year';
  previousLabel: string;
  nextLabel: string;
  /** A month select beside the year's (day grids). */
  withMonth?: boolean;
  /** The last year the year select offers (the answer's latest allowed date). */
  lastYear?: number;
  onMove: (next: Dayjs) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, m) => m);

/**
 * Previous and next buttons around the shown month (or year), and selects to jump far at once: a
 * birth year is a few keystrokes away instead of hundreds of Page Ups.
 */
export function CalendarHeader(props: CalendarHeaderProps) {
  const { headingId, title, focus, unit, previousLabel, nextLabel, withMonth, lastYear, onMove } = props;
  return (
    <div className="registry-calendar__header">
      <div className="registry-calendar__nav">
        <button
          type="button"
          className="registry-calendar__step"
          aria-label={previousLabel}
          onClick={() => onMove(focus.subtract(1, unit))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className="registry-calendar__title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="registry-calendar__step"
          aria-label={nextLabel}
          onClick={() => onMove(focus.add(1, unit))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="registry-calendar__jump">
        {withMonth && (
          <label className="registry-calendar__select">
            <span>{WIDGET_TEXT.month}</span>
            <select
              value={focus.month()}
              onChange={(event) => onMove(jumpTo(focus, focus.year(), Number(event.target.value)))}
            >
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {monthOf(focus.startOf('year').month(m))}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="registry-calendar__select">
          <span>{WIDGET_TEXT.year}</span>
          <select value={focus.year()} onChange={(event) => onMove(jumpTo(focus, Number(event.target.value)))}>
            {yearChoices(focus, undefined, lastYear).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
