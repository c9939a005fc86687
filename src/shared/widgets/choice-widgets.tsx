import type { ReactNode } from 'react';
import { PLACEHOLDERS } from './widget-texts';
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

type ChoiceType = 'radio' | 'checkbox';

/** What the two kinds of choice share: everything but the value and its emission. */
type ChoiceBase = Omit<WidgetProps<unknown>, 'value' | 'onChange' | 'judge'> & { name?: string };

/** What a choice's text (when it has one) needs from the frame around it. */
interface ChoiceExtraContext {
  touch: () => void;
  describedBy: string | undefined;
  invalid: true | undefined;
}

interface ChoiceFrameProps {
  type: ChoiceType;
  props: ChoiceBase;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  /** The id of the label's text, when another control is labelled by it. */
  labelId?: string;
  /** The id of the control the box reveals, while it is revealed. */
  controls?: string;
  /** What follows the box (the revealed text); rendered above the messages. */
  extra?: (context: ChoiceExtraContext) => ReactNode;
  /** False when the box reveals a text to fill: its message waits until the text is left. */
  touchOnToggle?: boolean;
}

/** The box and label of one choice, and its messages: the same for a plain choice and one with a text. */
function ChoiceFrame({
  type,
  props,
  checked,
  onToggle,
  labelId,
  controls,
  extra,
  touchOnToggle = true,
}: ChoiceFrameProps) {
  const { id, label, error, warning, showError, hint, disabled, name } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const { describedBy, invalid } = messageIds(id, shown);
  const inputId = `${id}-input`;
  return (
    <div className={widgetClass(shown, props.highlight, 'registry-widget-choice')}>
      <label className="registry-choice" htmlFor={inputId}>
        <input
          id={inputId}
          type={type}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-controls={controls}
          onChange={(event) => {
            if (touchOnToggle) touch();
            onToggle(event.target.checked);
          }}
        />
        <span className="registry-choice__text" id={labelId}>
          {label}
        </span>
      </label>
      {extra?.({ touch, describedBy, invalid })}
      <WidgetMessages id={id} shown={shown} />
    </div>
  );
}

function Choice({ type, props }: { type: ChoiceType; props: ChoiceWidgetProps }) {
  const { value, onChange, judge } = props;
  return (
    <ChoiceFrame type={type} props={props} checked={value} onToggle={(checked) => onChange(emission(checked, judge))} />
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

function ChoiceWithText({ type, props }: { type: ChoiceType; props: ChoiceWithTextWidgetProps }) {
  const { id, value, onChange, judge, disabled } = props;
  const labelId = `${id}-label`;
  const textId = `${id}-text`;
  const emit = (next: ChoiceWithTextValue) => onChange(emission(next, judge));
  return (
    <ChoiceFrame
      type={type}
      props={props}
      checked={value.checked}
      onToggle={(checked) => emit({ checked, text: value.text })}
      labelId={labelId}
      controls={value.checked ? textId : undefined}
      touchOnToggle={false}
      extra={({ touch, describedBy, invalid }) =>
        // The text is enabled only while the option is checked (spec 001 §5): it is revealed with it.
        value.checked && (
          <div className="registry-widget-reveal">
            <input
              id={textId}
              type="text"
              className="registry-field__control registry-widget-choice__text"
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              placeholder={PLACEHOLDERS.text}
              value={value.text}
              disabled={disabled}
              onChange={(event) => emit({ checked: true, text: event.target.value })}
              onBlur={touch}
            />
          </div>
        )
      }
    />
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
