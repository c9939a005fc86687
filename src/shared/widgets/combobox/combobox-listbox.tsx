import { useEffect, useRef } from 'react';
import type { ChoiceItem } from '../types';
import { optionDomId } from './use-combobox';

export interface ComboboxListboxProps {
  listboxId: string;
  /** The id of the combobox's label. */
  labelledBy: string;
  open: boolean;
  suggestions: readonly ChoiceItem[];
  activeItem?: ChoiceItem;
  onPick: (item: ChoiceItem) => void;
}

/** The popup of a combobox: options chosen by pointer without taking focus from the input. */
export function ComboboxListbox(props: ComboboxListboxProps) {
  const { listboxId, labelledBy, open, suggestions, activeItem, onPick } = props;
  const ref = useRef<HTMLUListElement>(null);
  const activeDomId = activeItem ? optionDomId(listboxId, activeItem) : null;
  useEffect(() => {
    if (!activeDomId) return;
    // Works inside a shadow root too (no document.getElementById).
    const option = ref.current?.querySelector(`[id="${activeDomId}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeDomId]);
  return (
    <ul
      ref={ref}
      id={listboxId}
      role="listbox"
      aria-labelledby={labelledBy}
      className="registry-combobox__listbox"
      hidden={!open}
    >
      {open &&
        suggestions.map((item) => {
          const active = activeItem?.id === item.id;
          return (
            <li
              key={item.id}
              id={optionDomId(listboxId, item)}
              role="option"
              aria-selected={active}
              className={['registry-combobox__option', active ? 'registry-combobox__option--active' : ''].join(' ')}
              // Keep focus in the input: the pick happens on click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(item)}
            >
              {item.title}
            </li>
          );
        })}
    </ul>
  );
}
