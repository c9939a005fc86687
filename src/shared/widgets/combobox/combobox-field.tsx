import type { ReactNode, Ref } from 'react';
import { PLACEHOLDERS } from '../widget-texts';
import type { ChoiceItem } from '../types';
import { ComboboxListbox } from './combobox-listbox';
import type { Combobox } from './use-combobox';

export interface ComboboxFieldProps {
  /** The widget's id: the input is `${id}-input`, labelled by `${id}-label`. */
  id: string;
  box: Combobox;
  inputRef: Ref<HTMLInputElement>;
  /** What the input shows. */
  text: string;
  /** Every keystroke, after the list has opened again with the new suggestions. */
  onText: (text: string) => void;
  /** Leaving the input (after the list closed): the widget shows its messages from then on. */
  onLeave: () => void;
  suggestions: readonly ChoiceItem[];
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The button beside the input (show all suggestions, or add the typed tag). */
  children?: ReactNode;
}

/** The input of an autocomplete or multiselect with its suggestions popup (ARIA 1.2 combobox). */
export function ComboboxField(props: ComboboxFieldProps) {
  const { id, box, inputRef, text, onText, onLeave, suggestions, describedBy, invalid, required, disabled } = props;
  return (
    <div className="registry-combobox__field">
      <input
        {...box.inputProps}
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        className="registry-field__control registry-combobox__input"
        value={text}
        placeholder={PLACEHOLDERS.search}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          box.onType();
          onText(event.target.value);
        }}
        onBlur={() => {
          box.inputProps.onBlur();
          onLeave();
        }}
      />
      {props.children}
      <ComboboxListbox
        listboxId={box.listboxId}
        labelledBy={`${id}-label`}
        open={box.open}
        suggestions={suggestions}
        activeItem={box.activeItem}
        onPick={box.pick}
      />
    </div>
  );
}
