import { signal } from '@preact/signals-core';

/** The languages the registry speaks (DECISIONS §12). English is the spec's; it is also every fallback. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The language the page shows. One per page: the library's `locale` prop, the embed's `lang`
 * attribute and the standalone site's choice all set it, and every text module reads it. It only
 * changes once the language's catalogue is loaded (`switchLocale`), so a text never falls back
 * half-way through a screen.
 */
export const activeLocale = signal<Locale>(DEFAULT_LOCALE);

/**
 * Bumped when translations arrive that a render may already have read in English (a module loaded
 * outside a screen's loader); `useLocale` renders again with it.
 */
export const translationsVersion = signal(0);

const pageLocale = (): Locale => activeLocale.peek();
let source: () => Locale = pageLocale;

/** The language texts are read in now: the page's, or on the server the request's (setLocaleSource). */
export const currentLocale = (): Locale => source();

/**
 * On the server one process answers requests in several languages at once: it reads each request's
 * language from its async context instead of the page's signal. Without an argument: the page's again.
 */
export function setLocaleSource(read: () => Locale = pageLocale): void {
  source = read;
}
