import type { Catalogue } from '@/shared/i18n/localized';
import { ES_ACCOUNT } from './es-account';
import { ES_CHOICE } from './es-choice';
import { ES_HOME } from './es-home';
import { ES_PUBLIC } from './es-public';
import { ES_STUDY } from './es-study';
import * as screenTitles from '../screen-titles.es';

/**
 * Every Spanish text of the app, one chunk loaded only when Spanish is shown (an English page
 * carries none of it). Each entry is a `*.es.ts` module beside its English one, by module id.
 */
export const ES_CATALOGUE: Catalogue = {
  ...ES_PUBLIC,
  ...ES_ACCOUNT,
  ...ES_STUDY,
  ...ES_HOME,
  ...ES_CHOICE,
  'app/screen-titles': screenTitles,
};
