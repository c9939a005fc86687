import { isLocale, type Locale } from '../i18n/locale';

/** Where the browser remembers the language chosen (local storage: it outlives the session). */
export const LOCALE_STORAGE_KEY = 'registry.lang';

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // A browser that blocks storage for this page: nothing is remembered.
    return undefined;
  }
};

/** The language chosen earlier in this browser, or null. */
export function readRememberedLocale(): Locale | null {
  try {
    const value = storage()?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the language shown, for the next visit signed out. */
export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // A full or blocked storage: the choice lasts this page only.
  }
}

let linkLocale: Locale | null = null;

/**
 * The language the page's link named (`?lang`), set once when the page starts. A link's language
 * wins over the profile's: the participant who signs in on such a page keeps it, and it is saved
 * as their preferred language. One per page, as the page's language itself is.
 */
export function setLinkLocale(locale: Locale | null): void {
  linkLocale = locale;
}

export const linkLocaleOfPage = (): Locale | null => linkLocale;
