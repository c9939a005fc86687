import { useSyncExternalStore } from 'react';
import { activeLocale, type Locale } from './locale';

const subscribe = (onChange: () => void) => activeLocale.subscribe(onChange);
const read = () => activeLocale.peek();

/** The page's language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, read, read);
}
