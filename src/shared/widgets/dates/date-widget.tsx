import { WIDGET_TEXT } from '../widget-texts';
import { emission, type WidgetProps } from '../types';
import { messageIds, useShownMessages, WidgetMessages } from '../widget-messages';
import { widgetClass } from '../widget-field';
import { DateInput } from './date-input';
import type { DateGranularity } from './date-format';

export interface DateWidgetProps extends WidgetProps<string> {
  /** The label as text (it also names the calendar button). */
  label: string;
  /** The latest date the answer may be (stored form): the calendar offers no year after it. */
  latest?: string | null;
}

function SingleDate({ props, granularity }: { props: DateWidgetProps; granularity: DateGranularity }) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, required, disabled } = props;
  // No hint prop: the example; `hint={null}` for none (A1C rows show it once for all rows).
  const example = granularity === 'day' ? WIDGET_TEXT.dateHint : WIDGET_TEXT.monthHint;
  const hint = props.hint === undefined ? example : props.hint;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const ids = messageIds(id, shown);
  return (
    <div className={widgetClass(shown, props.highlight)}>
      <div className="registry-widget__body">
        <DateInput
          id={`${id}-input`}
          label={label}
          hideLabel={hideLabel}
          value={value}
          granularity={granularity}
          describedBy={ids.describedBy}
          invalid={!!ids.invalid}
          required={required}
          disabled={disabled}
          latest={props.latest}
          onChange={(next) => onChange(emission(next, judge))}
          onBlur={touch}
        />
        <WidgetMessages id={id} shown={shown} />
      </div>
    </div>
  );
}

/** A date: typed as MM/DD/YYYY or picked; stored as YYYY-MM-DD. */
export function DateWidget(props: DateWidgetProps) {
  return <SingleDate props={props} granularity="day" />;
}

/** A month and year (date_short): typed as MM/YYYY or picked in a month grid; stored as YYYY-MM. */
export function DateShortWidget(props: DateWidgetProps) {
  return <SingleDate props={props} granularity="month" />;
}
