import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the study modules, by module id (see es.ts). */
export const ES_STUDY: CatalogueLoaders = {};
