import { activeLocale, currentLocale, translationsVersion, type Locale } from './locale';
import {
  englishTexts,
  hasTranslation,
  registerCatalogue,
  setMissingTranslationHandler,
  translationLoader,
  type ModuleTexts,
} from './localized';

/** A language's translations, each module its own loader (its own small chunk): module id → loader. */
export type CatalogueLoaders = Record<string, () => Promise<ModuleTexts>>;
/** The loaders, or where they come from: a chunk of their own keeps them out of an English page. */
type LoadersSource = CatalogueLoaders | (() => Promise<CatalogueLoaders>);
const loaders = new Map<Locale, CatalogueLoaders>();
const sources = new Map<Locale, Array<() => Promise<CatalogueLoaders>>>();

async function loadersOf(locale: Locale): Promise<CatalogueLoaders> {
  const pending = sources.get(locale);
  if (pending?.length) {
    sources.delete(locale);
    try {
      for (const more of await Promise.all(pending.map((load) => load())))
        loaders.set(locale, { ...loaders.get(locale), ...more });
    } catch (error) {
      // Tried again by the next switch.
      sources.set(locale, [...(sources.get(locale) ?? []), ...pending]);
      throw error;
    }
  }
  return loaders.get(locale) ?? {};
}

export { translationsVersion };

/** More translations of a language than the text modules declare themselves (tests; a host's own texts). */
export function provideCatalogue(locale: Locale, source: LoadersSource): void {
  if (typeof source === 'function') sources.set(locale, [...(sources.get(locale) ?? []), source]);
  else loaders.set(locale, { ...loaders.get(locale), ...source });
}

const loading = new Map<string, Promise<void>>();

function loadModule(locale: Locale, module: string): Promise<void> {
  const key = `${locale}:${module}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = loaders.get(locale)?.[module] ?? translationLoader(locale, module);
    if (!load) return Promise.resolve();
    pending = load().then(
      (texts) => registerCatalogue(locale, { [module]: texts }),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads the translations of every text module this page has loaded so far (the English modules
 * declared: an English page's code, so a Spanish page loads no more than it shows). A screen's
 * loader calls it after loading the screen's code, so its texts are there before it renders.
 */
export async function ensureTranslations(locale: Locale = currentLocale()): Promise<void> {
  if (locale === 'en') return;
  await loadersOf(locale);
  const missing = [...englishTexts().keys()].filter((module) => !hasTranslation(locale, module));
  await Promise.all(missing.map((module) => loadModule(locale, module)));
}

/**
 * Every translation of a language the page knows of: of the text modules loaded so far and of the
 * modules a test provided (a screen loaded later brings its own through ensureTranslations).
 */
export async function loadAllTranslations(locale: Locale): Promise<void> {
  const modules = new Set([...Object.keys(await loadersOf(locale)), ...englishTexts().keys()]);
  await Promise.all([...modules].map((module) => loadModule(locale, module)));
}

let wanted: Locale = activeLocale.peek();

/**
 * Shows the page in `locale`: its translations load first, then the language changes at once. When
 * several switches overlap, the last one asked for wins. Translations that cannot load leave the
 * page in its language and reject.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await ensureTranslations(locale);
  if (wanted === locale) activeLocale.value = locale;
}

// A text read in a language whose module was loaded outside a screen's loader: its translation
// loads, and the page renders again once it has (English meanwhile, for that text only).
const asked = new Set<string>();
setMissingTranslationHandler((locale, module) => {
  const key = `${locale}:${module}`;
  // Once per module: one without a translation reads English from then on.
  if (asked.has(key) || loading.has(key)) return;
  asked.add(key);
  loadersOf(locale)
    .then(
      (known) =>
        (known[module] ?? translationLoader(locale, module)) &&
        loadModule(locale, module).then(() => (translationsVersion.value += 1)),
    )
    .catch(() => asked.delete(key));
});
