import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';

/** The Spanish texts of the study modules, by module id (see es.ts). */
export const ES_STUDY: CatalogueLoaders = {
  'features/study/components/question-texts': () => import('@/features/study/components/question-texts.es'),
  'features/study/consent/consent-texts': () => import('@/features/study/consent/consent-texts.es'),
  'features/study/engine/engine-texts': () => import('@/features/study/engine/engine-texts.es'),
  'features/study/screens/parts/help-texts': () => import('@/features/study/screens/parts/help-texts.es'),
  'features/study/screens/parts/page-texts': () => import('@/features/study/screens/parts/page-texts.es'),
  'features/study/screens/survey/preview-texts': () => import('@/features/study/screens/survey/preview-texts.es'),
  'features/study/screens/survey/status-texts': () => import('@/features/study/screens/survey/status-texts.es'),
  'features/study/screens/survey/survey-texts': () => import('@/features/study/screens/survey/survey-texts.es'),
  'features/study/screens/widget-gallery/gallery-texts': () =>
    import('@/features/study/screens/widget-gallery/gallery-texts.es'),
  'features/study/session/session-texts': () => import('@/features/study/session/session-texts.es'),
};
