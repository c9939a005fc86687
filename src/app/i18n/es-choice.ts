import type { Catalogue } from '@/shared/i18n/localized';

/** The Spanish texts of the language choice's own modules, by module id (see es.ts). */
export const ES_CHOICE: Catalogue = {};
