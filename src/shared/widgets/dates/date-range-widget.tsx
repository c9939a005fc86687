import type { FocusEvent } from 'react';
import { WIDGET_TEXT } from '../widget-texts';
import { emission, type WidgetProps } from '../types';
import { labelClass, messageIds, useShownMessages, WidgetMessages } from '../widget-messages';
import { widgetClass } from '../widget-field';
import { DateInput } from './date-input';

export interface DateRangeValue {
  start: string;
  end: string;
}

export type DateRangeWidgetProps = WidgetProps<DateRangeValue>;

/** Two dates in a fieldset, 'Start date' and 'End date', each typed (MM/DD/YYYY) or picked. */
export function DateRangeWidget(props: DateRangeWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, required, disabled } = props;
  const { shown, touch } = useShownMessages(
    error,
    warning,
    props.hint ?? WIDGET_TEXT.dateHint,
    showError,
    props.missing,
  );
  const ids = messageIds(id, shown);
  const change = (next: DateRangeValue) => onChange(emission(next, judge));
  // Judged once the range is left, not between its start and its end (nor for its calendar); and
  // as soon as a date is left while both are filled (an end before its start shows on Tab, although
  // Tab first reaches the end's calendar button inside the range).
  const leaveEnd = () => {
    if (value.start.trim() !== '' && value.end.trim() !== '') touch();
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget as Element | null;
    if (next && (event.currentTarget.contains(next) || next.closest('[role="dialog"]'))) return;
    touch();
  };
  return (
    <fieldset
      id={id}
      className={widgetClass(shown, props.highlight, 'registry-date-range')}
      aria-describedby={ids.describedBy}
      onBlur={onBlur}
    >
      <legend className={labelClass(hideLabel, 'registry-widget__legend')}>{label}</legend>
      <div className="registry-date-range__ends">
        <DateInput
          id={`${id}-start`}
          label={WIDGET_TEXT.startDate}
          value={value.start}
          granularity="day"
          describedBy={ids.describedBy}
          invalid={!!ids.invalid}
          required={required}
          disabled={disabled}
          onChange={(start) => change({ ...value, start })}
          onBlur={leaveEnd}
        />
        <DateInput
          id={`${id}-end`}
          label={WIDGET_TEXT.endDate}
          value={value.end}
          granularity="day"
          describedBy={ids.describedBy}
          invalid={!!ids.invalid}
          required={required}
          disabled={disabled}
          onChange={(end) => change({ ...value, end })}
          onBlur={leaveEnd}
        />
      </div>
      <WidgetMessages id={id} shown={shown} />
    </fieldset>
  );
}
