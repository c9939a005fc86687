import type { Catalogue } from '@/shared/i18n/localized';

/** The Spanish texts of the public modules, by module id (see es.ts). */
export const ES_PUBLIC: Catalogue = {};
