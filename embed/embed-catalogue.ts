import type { Catalogue } from '@/shared/i18n/localized';
import { provideCatalogue } from '@/shared/i18n/switch-locale';

/**
 * The gadgets' Spanish: the app's catalogue and the embed's own texts (es-embed.ts), each its own
 * chunk loaded only when Spanish is shown, so an English page carries none of it.
 */
export async function loadEmbedSpanish(): Promise<Catalogue> {
  const [app, own] = await Promise.all([import('@/app/i18n/es'), import('./es-embed')]);
  return { ...app.ES_CATALOGUE, ...own.ES_EMBED };
}

/**
 * Makes the gadgets' Spanish the one a switch to Spanish loads. Called by the entry once its imports
 * have run: it replaces the provider's loader (src/app/provider-base.tsx), which knows only the app's.
 */
export function provideEmbedSpanish(): void {
  provideCatalogue('es', loadEmbedSpanish);
}
