import { useRef, useState } from 'react';
import { WIDGET_TEXT } from '../widget-texts';
import { emission, type ChoiceItem, type WidgetProps } from '../types';
import { labelClass, messageIds, useShownMessages, WidgetMessages } from '../widget-messages';
import { widgetClass } from '../widget-field';
import { ComboboxField } from './combobox-field';
import { filterByTitle, useCombobox } from './use-combobox';
import './combobox.css';

export interface AutocompleteWidgetProps extends WidgetProps<string> {
  /** The question's autocomplete_item options. */
  items: readonly ChoiceItem[];
  /** Suggestions for the typed text; a case-insensitive title substring by default. */
  suggest?: (query: string) => readonly ChoiceItem[];
}

/**
 * Type to find an item of a long list (ARIA 1.2 combobox). The value is the text: a chosen item's
 * title or, when the question has a free-text option, anything typed; the adapter matches it to
 * an option with the engine.
 */
export function AutocompleteWidget(props: AutocompleteWidgetProps) {
  const { id, label, hideLabel, value, onChange, judge, error, warning, showError, hint, required, disabled } = props;
  const { shown, touch } = useShownMessages(error, warning, hint, showError, props.missing);
  const ids = messageIds(id, shown);
  const [query, setQuery] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const suggestions = (props.suggest ?? ((q: string) => filterByTitle(props.items, q)))(query ?? '');
  const emit = (text: string) => onChange(emission(text, judge));
  const box = useCombobox({
    id,
    suggestions,
    disabled,
    onPick: (item) => {
      setQuery(null);
      emit(item.title);
    },
  });
  return (
    <div className={widgetClass(shown, props.highlight, 'registry-combobox')}>
      <div className="registry-widget__body">
        <label id={`${id}-label`} className={labelClass(hideLabel)} htmlFor={`${id}-input`}>
          {label}
        </label>
        <ComboboxField
          id={id}
          box={box}
          inputRef={input}
          text={value}
          onText={(text) => {
            setQuery(text);
            emit(text);
          }}
          onLeave={touch}
          suggestions={suggestions}
          describedBy={ids.describedBy}
          invalid={!!ids.invalid}
          required={required}
          disabled={disabled}
        >
          <button
            type="button"
            tabIndex={-1}
            className="registry-combobox__toggle"
            aria-label={WIDGET_TEXT.showSuggestions}
            aria-expanded={box.open}
            aria-controls={box.listboxId}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setQuery('');
              box.setOpen(!box.open);
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">▾</span>
          </button>
        </ComboboxField>
        <p role="status" className="registry-visually-hidden">
          {box.open ? WIDGET_TEXT.suggestionCount(suggestions.length) : ''}
        </p>
        <WidgetMessages id={id} shown={shown} />
      </div>
    </div>
  );
}
