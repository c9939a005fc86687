import { useLayoutEffect, useRef, type RefObject } from 'react';
import { PLACEHOLDERS } from './widget-texts';
import { emission, type WidgetProps } from './types';
import { useShownMessages } from './widget-messages';
import { WidgetField } from './widget-field';

export type TextWidgetProps = WidgetProps<string>;

export const TEXT_MIN_ROWS = 3;
export const TEXT_MAX_ROWS = 5;

/** Grows a textarea with its text from `min` to `max` rows (spec 001 §9), then it scrolls. */
function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    const style = getComputedStyle(area);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5 || 24;
    const frame = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) * 2;
    area.style.height = 'auto';
    const least = line * TEXT_MIN_ROWS + frame;
    const wanted = Math.min(Math.max(area.scrollHeight, least), line * TEXT_MAX_ROWS + frame);
    if (Number.isFinite(wanted) && wanted > 0) area.style.height = `${Math.ceil(wanted)}px`;
  }, [ref, value]);
}

/** Free text: a textarea of 3 to 5 rows, placeholder 'Please specify your answer' (spec 001 §5). */
export function TextWidget(props: TextWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, value);
  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} shown={shown} highlight={props.highlight}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className="registry-field__control registry-widget__input--text"
          rows={TEXT_MIN_ROWS}
          value={value}
          placeholder={PLACEHOLDERS.text}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => onChange(emission(event.target.value, judge))}
          onBlur={touch}
        />
      )}
    </WidgetField>
  );
}
