import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the public modules, by module id (see es.ts). */
export const ES_PUBLIC: CatalogueLoaders = {
  'features/public/content/document-texts': () => import('@/features/public/content/document-texts.es'),
  'features/public/content/faq': () => import('@/features/public/content/faq.es'),
  'features/public/content/faq-page': () => import('@/features/public/content/faq-page.es'),
  'features/public/content/info-pages': () => import('@/features/public/content/info-pages.es'),
  'features/public/content/landing': () => import('@/features/public/content/landing.es'),
  'features/public/content/layout-texts': () => import('@/features/public/content/layout-texts.es'),
  'features/public/content/navigation': () => import('@/features/public/content/navigation.es'),
  'features/public/content/privacy-policy': () => import('@/features/public/content/privacy-policy.es'),
  'features/public/content/terms-of-use': () => import('@/features/public/content/terms-of-use.es'),
  'shared/ui/brand-texts': () => import('@/shared/ui/brand-texts.es'),
};
