import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLocale } from '../i18n/locale';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
};

/**
 * `lazy` around a loader whose result is kept: once `preload()` has loaded the component, its
 * first render takes it at once (React reads a thenable that calls back synchronously) instead of
 * suspending. A pre-rendered page relies on it: a Suspense boundary still waiting for its chunk
 * while hydrating is drawn again from scratch by the app's first updates (its elements, and the
 * focus inside them, replaced), so the standalone site preloads what the page shows, then hydrates.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  // In a language other than English, the translations of the texts the component brings load
  // with it: it renders in the page's language from its first render.
  const preload = async () => {
    if (loaded) return loaded;
    const component = await load();
    // Loaded only then: an English page never loads the machinery that fetches translations.
    if (currentLocale() !== 'en') await (await import('../i18n/switch-locale')).ensureTranslations();
    return (loaded ??= { default: component });
  };
  const settled = (module: { default: ComponentType<P> }) =>
    ({ then: (onLoaded: (m: typeof module) => void) => onLoaded(module) }) as unknown as Promise<typeof module>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
