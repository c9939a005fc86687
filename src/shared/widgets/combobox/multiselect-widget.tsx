import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { PLACEHOLDERS, WIDGET_TEXT } from '../messages';
import { emission, type ChoiceItem, type WidgetProps } from '../types';
import { labelClass, messageIds, useShownMessages, WidgetMessages } from '../widget-messages';
import { widgetClass } from '../widget-field';
import { ComboboxListbox } from './combobox-listbox';
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
  const { shown, touch } = useShownMessages(error, warning, hint, showError);
  const ids = messageIds(id, shown);
  const inputId = `${id}-input`;
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
        <label id={`${id}-label`} className={labelClass(hideLabel)} htmlFor={inputId}>
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
        <div className="registry-combobox__field">
          <input
            {...box.inputProps}
            ref={input}
            id={inputId}
            type="text"
            className="registry-field__control registry-combobox__input"
            value={text}
            placeholder={PLACEHOLDERS.search}
            disabled={disabled}
            aria-required={required || undefined}
            aria-invalid={shown.errors.length ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              setText(event.target.value);
              box.onType();
            }}
            onBlur={() => {
              box.inputProps.onBlur();
              touch();
            }}
          />
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
          <ComboboxListbox
            listboxId={box.listboxId}
            labelledBy={`${id}-label`}
            open={box.open}
            suggestions={suggestions}
            activeItem={box.activeItem}
            onPick={box.pick}
          />
        </div>
        <p role="status" className="registry-visually-hidden">
          {announcement || (box.open ? WIDGET_TEXT.suggestionCount(suggestions.length) : '')}
        </p>
        <WidgetMessages id={id} shown={shown} />
      </div>
    </div>
  );
}
