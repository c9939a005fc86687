import {
  activeLocale,
  currentLocale,
  englishTexts,
  hasTranslation,
  registerCatalogue,
  setMissingTranslationHandler,
  translationLoader,
  translationsVersion,
  type Locale,
  type ModuleTexts,
} from './locale';

/** Translations beyond the ones text modules name themselves (tests, a host's own texts): module id → loader. */
export type CatalogueLoaders = Record<string, () => Promise<ModuleTexts>>;
const provided = new Map<Locale, CatalogueLoaders>();

export function provideCatalogue(locale: Locale, loaders: CatalogueLoaders): void {
  provided.set(locale, { ...provided.get(locale), ...loaders });
}

const loaderOf = (locale: Locale, module: string) =>
  provided.get(locale)?.[module] ?? translationLoader(locale, module);

const loading = new Map<string, Promise<void>>();

function loadModule(locale: Locale, module: string): Promise<void> {
  const key = `${locale}:${module}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = loaderOf(locale, module);
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
  const missing = [...englishTexts().keys()].filter((module) => !hasTranslation(locale, module));
  await Promise.all(missing.map((module) => loadModule(locale, module)));
}

/**
 * Every translation of a language the page knows of: of the text modules loaded so far and of the
 * modules a test provided (a screen loaded later brings its own through ensureTranslations).
 */
export async function loadAllTranslations(locale: Locale): Promise<void> {
  const modules = new Set([...Object.keys(provided.get(locale) ?? {}), ...englishTexts().keys()]);
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
  if (asked.has(key) || loading.has(key) || !loaderOf(locale, module)) return;
  asked.add(key);
  loadModule(locale, module).then(
    () => (translationsVersion.value += 1),
    () => asked.delete(key),
  );
});
