import { emission, type WidgetProps } from './types';
import { useShownMessages } from './widget-messages';
import { WidgetField } from './widget-field';

export type ZipWidgetProps = WidgetProps<string>;

/** A US zip code: five digits, judged on blur (the error shows once the field is left, spec 001 §5). */
export function ZipWidget(props: ZipWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} shown={shown} highlight={props.highlight}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          className="registry-field__control registry-widget__input--zip"
          value={value}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => onChange(emission(event.target.value, judge))}
          onBlur={touch}
        />
      )}
    </WidgetField>
  );
}
