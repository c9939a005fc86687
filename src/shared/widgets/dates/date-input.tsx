import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '../../ui/tooltip';
import { PLACEHOLDERS, WIDGET_TEXT } from '../widget-texts';
import { labelClass } from '../widget-messages';
import { typedToValue, valueToText, type DateGranularity } from './date-format';
import './dates.css';

/** The calendar is loaded on first use: most screens never open it. */
const loadPopover = () => import('./calendar-popover');
const CalendarPopover = lazy(async () => ({ default: (await loadPopover()).CalendarPopover }));

export interface DateInputProps {
  /** The input's id. */
  id: string;
  label: string;
  hideLabel?: boolean;
  /** Stored form ('YYYY-MM-DD' or 'YYYY-MM'), or text as typed while it is no date yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  granularity: DateGranularity;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The latest date the answer may be (stored form): the calendar offers no year after it. */
  latest?: string | null;
}

/**
 * A date typed as MM/DD/YYYY (or MM/YYYY) or picked in a small calendar: never a native
 * `type=date`/`type=month` (month is missing in Safari and both read badly with screen readers).
 */
export function DateInput(props: DateInputProps) {
  const { id, label, hideLabel, value, onChange, onBlur, granularity, describedBy, invalid, required } = props;
  const { disabled } = props;
  const [text, setText] = useState(() => valueToText(value, granularity));
  const [shownValue, setShownValue] = useState(value);
  /** The button the open calendar hangs from; null while it is closed. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A value set from outside (a pick, a reset) replaces the text; one typed here keeps it as typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (typedToValue(text, granularity) !== value) setText(valueToText(value, granularity));
  }
  const type = (next: string) => {
    setText(next);
    const stored = typedToValue(next, granularity);
    setShownValue(stored);
    onChange(stored);
  };
  const pickLabel = granularity === 'day' ? WIDGET_TEXT.chooseDate : WIDGET_TEXT.chooseMonth;
  return (
    <div className="registry-date">
      <label className={labelClass(hideLabel)} htmlFor={id}>
        {label}
      </label>
      <div className="registry-date__field">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="registry-field__control registry-date__input"
          placeholder={granularity === 'day' ? PLACEHOLDERS.date : PLACEHOLDERS.month}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            // A complete date is shown in its usual form once the field is left.
            setText(valueToText(typedToValue(text, granularity), granularity));
            onBlur?.();
          }}
        />
        <Tooltip content={pickLabel}>
          <button
            type="button"
            className="registry-date__button"
            aria-label={`${pickLabel}: ${label}`}
            aria-haspopup="dialog"
            aria-expanded={anchor !== null}
            disabled={disabled}
            onPointerEnter={() => void loadPopover()}
            onFocus={() => void loadPopover()}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <CalendarIcon />
          </button>
        </Tooltip>
      </div>
      {anchor && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchor={anchor}
            label={pickLabel}
            value={value}
            granularity={granularity}
            latest={props.latest}
            onPick={(picked) => {
              setAnchor(null);
              setText(valueToText(picked, granularity));
              setShownValue(picked);
              onChange(picked);
              onBlur?.();
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none">
      <rect x="3" y="5" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
