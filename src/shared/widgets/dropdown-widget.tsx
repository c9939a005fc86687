import type { CSSProperties } from 'react';
import { WIDGET_TEXT } from './widget-texts';
import { emission, type ChoiceItem, type WidgetProps } from './types';
import { useShownMessages } from './widget-messages';
import { WidgetField } from './widget-field';

export interface DropdownWidgetProps extends WidgetProps<ChoiceItem['id'] | null> {
  /** The question's drop_down options. */
  items: readonly ChoiceItem[];
}

/** Spec 001 §9: 240 px, growing once an option title is longer than 27 characters. */
export const DROPDOWN_WIDTH_PX = 240;
export const DROPDOWN_GROW_AFTER_CHARS = 27;

export function dropdownStyle(items: readonly ChoiceItem[]): CSSProperties | undefined {
  const longest = Math.max(0, ...items.map((i) => i.title.length));
  if (longest <= DROPDOWN_GROW_AFTER_CHARS) return undefined;
  // The text plus room for the arrow; max-width: 100% in the CSS keeps it on the screen.
  return { width: `max(${DROPDOWN_WIDTH_PX}px, calc(${longest}ch + 3rem))` };
}

/**
 * One choice among the question's options in a native select: the most robust list on phones and
 * with screen readers. The selection is an option of the question (its id), or null.
 */
export function DropdownWidget(props: DropdownWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const selected = value === null ? '' : String(value);
  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} shown={shown} highlight={props.highlight}>
      {(control) => (
        <select
          {...control}
          className="registry-field__control registry-widget-dropdown"
          style={dropdownStyle(props.items)}
          value={selected}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => {
            touch();
            const item = props.items.find((i) => String(i.id) === event.target.value);
            onChange(emission(item ? item.id : null, judge));
          }}
          onBlur={touch}
        >
          <option value="">{WIDGET_TEXT.dropdownPlaceholder}</option>
          {props.items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.title}
            </option>
          ))}
        </select>
      )}
    </WidgetField>
  );
}
