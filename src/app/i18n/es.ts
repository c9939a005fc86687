import type { CatalogueLoaders } from '@/shared/i18n/switch-locale';
import { ES_ACCOUNT } from './es-account';
import { ES_CHOICE } from './es-choice';
import { ES_HOME } from './es-home';
import { ES_PUBLIC } from './es-public';
import { ES_STUDY } from './es-study';

/**
 * Every Spanish text module of the app, by module id: each a chunk of its own, loaded when a page
 * that shows it is shown in Spanish (an English page carries none of it; a Spanish one only its own).
 */
export const ES_LOADERS: CatalogueLoaders = {
  ...ES_PUBLIC,
  ...ES_ACCOUNT,
  ...ES_STUDY,
  ...ES_HOME,
  ...ES_CHOICE,
  'app/screen-titles': () => import('../screen-titles.es'),
};
