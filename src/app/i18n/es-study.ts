import type { Catalogue } from '@/shared/i18n/localized';
import * as question from '@/features/study/components/question-texts.es';
import * as consent from '@/features/study/consent/consent-texts.es';
import * as engine from '@/features/study/engine/engine-texts.es';
import * as help from '@/features/study/screens/parts/help-texts.es';
import * as pages from '@/features/study/screens/parts/page-texts.es';
import * as preview from '@/features/study/screens/survey/preview-texts.es';
import * as status from '@/features/study/screens/survey/status-texts.es';
import * as survey from '@/features/study/screens/survey/survey-texts.es';
import * as gallery from '@/features/study/screens/widget-gallery/gallery-texts.es';
import * as session from '@/features/study/session/session-texts.es';

/** The Spanish texts of the study modules, by module id (see es.ts). */
export const ES_STUDY: Catalogue = {
  'features/study/components/question-texts': question,
  'features/study/consent/consent-texts': consent,
  'features/study/engine/engine-texts': engine,
  'features/study/screens/parts/help-texts': help,
  'features/study/screens/parts/page-texts': pages,
  'features/study/screens/survey/preview-texts': preview,
  'features/study/screens/survey/status-texts': status,
  'features/study/screens/survey/survey-texts': survey,
  'features/study/screens/widget-gallery/gallery-texts': gallery,
  'features/study/session/session-texts': session,
};
