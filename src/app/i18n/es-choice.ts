import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the language choice's own modules, by module id (see es.ts). */
export const ES_CHOICE: CatalogueLoaders = {
  'shared/ui/language/language-texts': () => import('@/shared/ui/language/language-texts.es'),
};
