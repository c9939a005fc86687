import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';

/** Where the page's language may come from, strongest first (DECISIONS §12). */
export interface LocaleSources {
  /** The `lang` of the link the page was opened with (`?lang=es`), if any. */
  query?: string | null;
  /** The signed-in participant's profile (null when signed out or not loaded yet). */
  profile?: { preferred_language?: string | null } | null;
  /** The choice remembered in this browser. */
  remembered?: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  navigatorLanguages?: readonly string[];
}

/**
 * The language a page shows: a link's `?lang` wins; signed in, the participant's preferred
 * language; signed out, the choice remembered in the browser, else Spanish when the browser's
 * first language is Spanish, else English. Values that are not a known language are passed over.
 */
export function resolveLocale({ query, profile, remembered, navigatorLanguages = [] }: LocaleSources): Locale {
  if (isLocale(query)) return query;
  if (profile && isLocale(profile.preferred_language)) return profile.preferred_language;
  if (isLocale(remembered)) return remembered;
  const first = navigatorLanguages[0]?.toLowerCase() ?? '';
  if (first === 'es' || first.startsWith('es-')) return 'es';
  return DEFAULT_LOCALE;
}

/** The `lang` a page's query names (`?lang=es`), or null when it names none or an unknown one. */
export function localeOfQuery(search: string): Locale | null {
  const value = new URLSearchParams(search).get('lang')?.toLowerCase();
  return isLocale(value) ? value : null;
}
