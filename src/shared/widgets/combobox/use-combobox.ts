import { useState, type KeyboardEvent } from 'react';
import type { ChoiceItem } from '../types';

// The ARIA 1.2 combobox pattern with a listbox popup (WAI-ARIA APG "list autocomplete"): focus stays
// in the input, the active suggestion is named by aria-activedescendant; Down and Up open the list
// and move, Enter chooses, Escape closes (and, only where onClear is given, clears the typed text when
// already closed), Tab leaves.

export interface ComboboxOptions {
  id: string;
  suggestions: readonly ChoiceItem[];
  onPick: (item: ChoiceItem) => void;
  /** Enter without an active suggestion (a multiselect adds the typed tag). */
  onEnter?: () => void;
  /** Escape while the list is closed (a multiselect clears its typed text; the answer is never touched). */
  onClear?: () => void;
  disabled?: boolean;
}

export const optionDomId = (listboxId: string, item: ChoiceItem) =>
  `${listboxId}-${String(item.id).replace(/\W/g, '_')}`;

export function useCombobox({ id, suggestions, onPick, onEnter, onClear, disabled }: ComboboxOptions) {
  const [open, setOpen] = useState(false);
  // The active suggestion by id: when typing changes the list and it is gone, none is active
  // (typing never picks by itself).
  const [activeId, setActiveId] = useState<ChoiceItem['id'] | null>(null);
  const listboxId = `${id}-listbox`;
  const count = suggestions.length;
  const shown = open && count > 0 && !disabled;
  const index = shown ? suggestions.findIndex((s) => s.id === activeId) : -1;
  const activeItem = index >= 0 ? suggestions[index] : undefined;

  const move = (delta: 1 | -1) => {
    if (count === 0) return;
    const next = index < 0 ? (delta === 1 ? 0 : count - 1) : (index + delta + count) % count;
    setOpen(true);
    setActiveId(suggestions[next].id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) setOpen(event.key === 'ArrowDown' && count > 0);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (activeItem) {
          event.preventDefault();
          onPick(activeItem);
          setOpen(false);
        } else if (onEnter) {
          event.preventDefault();
          onEnter();
        } else if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      case 'Escape':
        if (shown) {
          event.preventDefault();
          setOpen(false);
        } else if (onClear) {
          event.preventDefault();
          onClear();
        }
        break;
      default:
    }
  };

  return {
    open: shown,
    setOpen,
    activeItem,
    listboxId,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': shown,
      'aria-controls': listboxId,
      'aria-activedescendant': activeItem ? optionDomId(listboxId, activeItem) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setOpen(false),
    },
    /** Each keystroke opens the list again with the new suggestions. */
    onType: () => {
      setActiveId(null);
      setOpen(true);
    },
    pick: (item: ChoiceItem) => {
      onPick(item);
      setOpen(false);
    },
  };
}

export type Combobox = ReturnType<typeof useCombobox>;

/** Case-insensitive title substring: the suggestions of spec 001 §5 (multiselect, and autocomplete). */
export function filterByTitle(items: readonly ChoiceItem[], query: string): ChoiceItem[] {
  const q = query.trim().toLowerCase();
  return items.filter((item) => item.title.toLowerCase().includes(q));
}
