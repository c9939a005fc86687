import { useSyncExternalStore } from 'react';
import { effect } from '@preact/signals-core';
import { activeLocale, translationsVersion, type Locale } from './locale';

const subscribe = (onChange: () => void) =>
  effect(() => {
    void activeLocale.value;
    void translationsVersion.value;
    onChange();
  });
const read = () => `${activeLocale.peek()}:${translationsVersion.peek()}`;

/**
 * The page's language; the component renders again when it changes, or when translations arrive
 * that the page may have read in English meanwhile.
 */
export function useLocale(): Locale {
  useLocaleKey();
  return activeLocale.peek();
}

/** A key that changes with the language and with late translations (a memo of texts depends on it). */
export function useLocaleKey(): string {
  return useSyncExternalStore(subscribe, read, read);
}
