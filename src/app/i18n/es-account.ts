import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the sign-in, registration, account and shared UI modules, by module id (see es.ts). */
export const ES_ACCOUNT: CatalogueLoaders = {
  'shared/ui/kit-texts': () => import('@/shared/ui/kit-texts.es'),
  'shared/ui/skip-link-texts': () => import('@/shared/ui/skip-link-texts.es'),
};
