import { activeLocale, type Locale } from './locale';
import { hasCatalogue, registerCatalogue, type Catalogue } from './localized';

type CatalogueLoader = () => Promise<Catalogue>;
const loaders = new Map<Locale, CatalogueLoader>();

/** Where a language's catalogue comes from (the app provides it: each language is its own chunk). */
export function provideCatalogue(locale: Locale, load: CatalogueLoader): void {
  loaders.set(locale, load);
}

const loading = new Map<Locale, Promise<void>>();

/** Loads the language's catalogue once (a failed load may be tried again). */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return Promise.resolve();
  const load = loaders.get(locale);
  if (!load) return Promise.reject(new Error(`No catalogue for ${locale}`));
  let pending = loading.get(locale);
  if (!pending) {
    pending = load().then(
      (catalogue) => registerCatalogue(locale, catalogue),
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

let wanted: Locale = activeLocale.peek();

/**
 * Shows the page in `locale`: its catalogue loads first, then the language changes at once. When
 * several switches overlap, the last one asked for wins. A catalogue that cannot load leaves the
 * page in its language and rejects.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await loadCatalogue(locale);
  if (wanted === locale) activeLocale.value = locale;
}
