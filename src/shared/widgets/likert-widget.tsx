import { useRef } from 'react';
import { emission, type WidgetProps } from './types';
import { useFitsWidth } from './use-fits-width';
import { labelClass, messageIds, useShownMessages, WidgetMessages } from './widget-messages';
import { widgetClass } from './widget-field';
import './likert.css';

export interface LikertWidgetProps extends WidgetProps<number | null> {
  /** The scale's points, in order (option metadata `scale`). */
  scale: readonly string[];
}

/** Width of one point when the scale lies in a row; narrower containers stack it. */
export const LIKERT_POINT_PX = 112;

/**
 * A scale as one radio group: each point is named by its words alone; where it sits is the screen
 * reader's own count of the group's radios ('3 of 5'). A row where the scale fits, a list where it does not.
 */
export function LikertWidget(props: LikertWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled, scale } =
    props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const ids = messageIds(id, shown);
  const ref = useRef<HTMLFieldSetElement>(null);
  const row = useFitsWidth(ref, scale.length * LIKERT_POINT_PX);
  return (
    <fieldset
      ref={ref}
      id={id}
      className={widgetClass(shown, props.highlight, 'registry-widget-likert')}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className={labelClass(hideLabel, 'registry-widget__legend')}>{label}</legend>
      <div className={`registry-widget-likert__scale registry-widget-likert__scale--${row ? 'row' : 'list'}`}>
        {scale.map((point, index) => (
          <label key={`${index}-${point}`} className="registry-widget-likert__point" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type="radio"
              name={id}
              checked={value === index}
              aria-required={required || undefined}
              aria-invalid={ids.invalid}
              onChange={() => {
                touch();
                onChange(emission(index, judge));
              }}
            />
            <span className="registry-widget-likert__text">{point}</span>
          </label>
        ))}
      </div>
      <WidgetMessages id={id} shown={shown} />
    </fieldset>
  );
}
