import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the dashboard, profile, glucose-device and gadget modules, by module id (see es.ts). */
export const ES_HOME: CatalogueLoaders = {};
