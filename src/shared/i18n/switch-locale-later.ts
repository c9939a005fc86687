import type { Locale } from './locale';

/**
 * `switchLocale` (switch-locale.ts), loaded with its first use: a page that stays in English never
 * loads the machinery that fetches translations.
 */
export const switchLocaleLater = (locale: Locale): Promise<void> =>
  import('./switch-locale').then(({ switchLocale }) => switchLocale(locale));
