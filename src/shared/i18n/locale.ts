import { signal } from '@preact/signals-core';

/** The languages the registry speaks (DECISIONS §12). English is the spec's; it is also every fallback. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself: the same on every page, shown marked with its own `lang`. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

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

// The texts that follow the page's language: each text module's objects, by language.

/**
 * The shape a translation of an English text object must have: the same keys all the way down,
 * strings for strings (the English literals widened), the same functions for functions.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Texts<R>
    : T extends readonly (infer E)[]
      ? readonly Texts<E>[]
      : T extends object
        ? { [K in keyof T]: Texts<T[K]> }
        : T;

/** One text module's exports in one language: export name → text object. */
export type ModuleTexts = Record<string, unknown>;
/** A language's catalogue: module id (its path under src/, no extension) → its exports. */
export type Catalogue = Record<string, ModuleTexts>;

/** Where a module's translations are, by language: each a chunk of its own (`() => import('./x.es')`). */
export type TranslationLoaders = Partial<Record<Locale, () => Promise<ModuleTexts>>>;

const english = new Map<string, ModuleTexts>();
const ownLoaders = new Map<string, TranslationLoaders>();

/** The loader of a module's translation into a language, as its English module declared it. */
export const translationLoader = (locale: Locale, module: string) => ownLoaders.get(module)?.[locale];
const translated = new Map<Locale, Catalogue>();

/** Adds a loaded language's catalogue; its texts show once that language is active. */
export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  translated.set(locale, { ...translated.get(locale), ...catalogue });
}

/** Whether a module's translation in a language is there (English always is). */
export const hasTranslation = (locale: Locale, module: string): boolean =>
  locale === 'en' || !!translated.get(locale)?.[module];

type MissingHandler = (locale: Locale, module: string) => void;
let onMissing: MissingHandler = () => undefined;
/** Told when a text is read in a language whose translation of its module is not loaded. */
export function setMissingTranslationHandler(handler: MissingHandler): void {
  onMissing = handler;
}

/** Every English text object declared so far, by module and export name (the completeness check reads it). */
export const englishTexts = (): ReadonlyMap<string, ModuleTexts> => english;
export const catalogueOf = (locale: Locale): Catalogue | undefined => translated.get(locale);

/**
 * A module's text objects, each in the active language, and where its translations are:
 * `textsOf('features/dashboard/dashboard-texts', { es: () => import('./dashboard-texts.es') })` gives a
 * function that declares one export: `export const DASHBOARD_TEXT = texts('DASHBOARD_TEXT', {…})`.
 * An English page loads no translation: each loads, as a chunk of its own, when its language shows.
 * The object handed back reads through to the active language's object on every property read (a
 * language without it, or without that module, reads English), so screens keep importing constants
 * and a switch shows on the next render.
 */
export function textsOf(module: string, translations: TranslationLoaders = {}) {
  ownLoaders.set(module, translations);
  return function text<T extends object>(name: string, en: T): T {
    const exports = english.get(module) ?? {};
    exports[name] = en;
    english.set(module, exports);
    const current = (): T => {
      const locale = currentLocale();
      if (locale === 'en') return en;
      const exports = translated.get(locale)?.[module];
      if (!exports) onMissing(locale, module);
      return (exports?.[name] as T | undefined) ?? en;
    };
    return new Proxy(en, {
      get: (_, key) => Reflect.get(current(), key),
      has: (_, key) => Reflect.has(current(), key),
      ownKeys: () => Reflect.ownKeys(current()),
      getOwnPropertyDescriptor: (_, key) => {
        const found = Reflect.getOwnPropertyDescriptor(current(), key);
        // A proxy may not report a property's configurability other than its target's (an array's length).
        const own = Reflect.getOwnPropertyDescriptor(en, key);
        if (found) found.configurable = own ? own.configurable : true;
        return found;
      },
    });
  };
}
