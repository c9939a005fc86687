import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { WIDGET_TEXT } from '../widget-texts';
import { emission, type ChoiceItem, type WidgetProps } from '../types';
import { labelClass, messageIds, useShownMessages, WidgetMessages } from '../widget-messages';
import { widgetClass } from '../widget-field';
import { ComboboxField } from './combobox-field';
import { filterByTitle, useCombobox } from './use-combobox';
import './combobox.css';

export interface MultiselectWidgetProps extends WidgetProps<string[]> {
  /** The question's multiselect_item options. */
  items: readonly ChoiceItem[];
  /** Suggestions: the engine's multiselectSuggestions (selected items removed). */
  suggest?: (query: string, tags: readonly string[]) => readonly ChoiceItem[];
  /** Whether the typed text may become a tag: the engine's canAddMultiselectTag. Absent: no free text. */
  canAdd?: (text: string, tags: readonly string[]) => boolean;
}

const sameTag = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function defaultSuggest(items: readonly ChoiceItem[], query: string, tags: readonly string[]) {
  return filterByTitle(items, query).filter((item) => !tags.some((t) => sameTag(t, item.title)));
}

/**
 * Several answers as tags: pick items from the list (ARIA 1.2 combobox) or, when the question has
 * a free-text option, add what you typed. Each tag has its own Remove button; additions and
 * removals are announced.
 */
export function MultiselectWidget(props: MultiselectWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const ids = messageIds(id, shown);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const suggestions = props.suggest ? props.suggest(text, value) : defaultSuggest(props.items, text, value);
  const addable = !!props.canAdd && props.canAdd(text, value);
  const commit = (tags: string[], said: string) => {
    touch();
    setAnnouncement(said);
    onChange(emission(tags, judge));
  };
  const add = (tag: string) => {
    setText('');
    commit([...value, tag.trim()], WIDGET_TEXT.tagAdded(tag.trim()));
  };
  const remove = (tag: string) => {
    commit(
      value.filter((t) => t !== tag),
      WIDGET_TEXT.tagRemoved(tag),
    );
    input.current?.focus();
  };
  const box = useCombobox({
    id,
    suggestions,
    disabled,
    onPick: (item) => add(item.title),
    onEnter: () => {
      if (addable) add(text);
    },
    onClear: () => setText(''),
  });
  return (
    <div className={widgetClass(shown, props.highlight, 'registry-combobox registry-multiselect')}>
      <div className="registry-widget__body">
        <label id={`${id}-label`} className={labelClass(hideLabel)} htmlFor={`${id}-input`}>
          {label}
        </label>
        {value.length > 0 && (
          <ul className="registry-multiselect__tags" aria-label={WIDGET_TEXT.selected}>
            {value.map((tag) => (
              <li key={tag} className="registry-multiselect__tag">
                <span>{tag}</span>
                <button
                  type="button"
                  className="registry-multiselect__remove"
                  aria-label={WIDGET_TEXT.removeTag(tag)}
                  disabled={disabled}
                  onClick={() => remove(tag)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <ComboboxField
          id={id}
          box={box}
          inputRef={input}
          text={text}
          onText={setText}
          onLeave={touch}
          suggestions={suggestions}
          describedBy={ids.describedBy}
          invalid={!!ids.invalid}
          required={required}
          disabled={disabled}
        >
          {props.canAdd && (
            <Button
              variant="secondary"
              className="registry-multiselect__add"
              disabled={disabled || !addable}
              onClick={() => add(text)}
            >
              {WIDGET_TEXT.addTag}
            </Button>
          )}
        </ComboboxField>
        <p role="status" className="registry-visually-hidden">
          {announcement || (box.open ? WIDGET_TEXT.suggestionCount(suggestions.length) : '')}
        </p>
        <WidgetMessages id={id} shown={shown} />
      </div>
    </div>
  );
}
