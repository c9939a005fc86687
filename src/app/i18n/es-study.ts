import type { Catalogue } from '@/shared/i18n/localized';
import * as engine from '@/features/study/engine/engine-texts.es';

/** The Spanish texts of the study modules, by module id (see es.ts). */
export const ES_STUDY: Catalogue = {
  'features/study/engine/engine-texts': engine,
};
