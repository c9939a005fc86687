import { PLACEHOLDERS } from './messages';
import { emission, type WidgetProps } from './types';
import { messageIds, useShownMessages, WidgetMessages } from './widget-messages';
import { widgetClass } from './widget-field';

// One choice of a question: a radio or a checkbox, optionally with a text. The question's fieldset
// (rendered by the adapter) is the group and its legend the question; radios of one question share
// `name`, so the arrow keys move between them and selecting one unselects the others.

export interface ChoiceWidgetProps extends WidgetProps<boolean> {
  /** Radios of one question share a name. */
  name?: string;
}

export interface ChoiceWithTextValue {
  checked: boolean;
  text: string;
}

export interface ChoiceWithTextWidgetProps extends WidgetProps<ChoiceWithTextValue> {
  name?: string;
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  props: WidgetProps<boolean> & { name?: string };
}

function Choice({ type, props }: ChoiceProps) {
  const { id, label, value, onChange, judge, error, warning, showError, hint, disabled, name } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError);
  const ids = messageIds(id, shown);
  const inputId = `${id}-input`;
  return (
    <div className={widgetClass(shown, props.highlight, 'registry-widget-choice')}>
      <label className="registry-choice" htmlFor={inputId}>
        <input
          id={inputId}
          type={type}
          name={name}
          checked={value}
          disabled={disabled}
          aria-invalid={shown.errors.length ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            touch();
            onChange(emission(event.target.checked, judge));
          }}
        />
        <span className="registry-choice__text">{label}</span>
      </label>
      <WidgetMessages id={id} shown={shown} />
    </div>
  );
}

/** A radio: selecting it is a user action that unselects the question's other radios (spec 001 §4). */
export function RadioWidget(props: ChoiceWidgetProps) {
  return <Choice type="radio" props={props} />;
}

/** A checkbox ('option'). */
export function OptionWidget(props: ChoiceWidgetProps) {
  return <Choice type="checkbox" props={props} />;
}

function ChoiceWithText({ type, props }: { type: 'radio' | 'checkbox'; props: ChoiceWithTextWidgetProps }) {
  const { id, label, value, onChange, judge, error, warning, showError, hint, disabled, name } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError);
  const ids = messageIds(id, shown);
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const emit = (next: ChoiceWithTextValue) => onChange(emission(next, judge));
  return (
    <div className={widgetClass(shown, props.highlight, 'registry-widget-choice')}>
      <label className="registry-choice" htmlFor={inputId}>
        <input
          id={inputId}
          type={type}
          name={name}
          checked={value.checked}
          disabled={disabled}
          aria-invalid={shown.errors.length ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-controls={value.checked ? `${id}-text` : undefined}
          onChange={(event) => {
            touch();
            emit({ checked: event.target.checked, text: value.text });
          }}
        />
        <span className="registry-choice__text" id={labelId}>
          {label}
        </span>
      </label>
      {/* The text is enabled only while the option is checked (spec 001 §5): it is revealed with it. */}
      {value.checked && (
        <div className="registry-widget-reveal">
          <input
            id={`${id}-text`}
            type="text"
            className="registry-field__control registry-widget-choice__text"
            aria-labelledby={labelId}
            aria-describedby={ids.describedBy}
            aria-invalid={shown.errors.length ? true : undefined}
            placeholder={PLACEHOLDERS.text}
            value={value.text}
            disabled={disabled}
            onChange={(event) => emit({ checked: true, text: event.target.value })}
            onBlur={touch}
          />
        </div>
      )}
      <WidgetMessages id={id} shown={shown} />
    </div>
  );
}

/** A radio whose answer may carry a text ('Other (please specify)'). */
export function RadioWithTextWidget(props: ChoiceWithTextWidgetProps) {
  return <ChoiceWithText type="radio" props={props} />;
}

/** A checkbox whose answer may carry a text. */
export function OptionWithTextWidget(props: ChoiceWithTextWidgetProps) {
  return <ChoiceWithText type="checkbox" props={props} />;
}
