import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/ui/load-failure-texts', { es: () => import('./load-failure-texts.es') });

/**
 * A part of the page that could not be loaded or drawn (load-failure-boundary.tsx): spec 000 §8's
 * texts, verbatim. Apart from the calls' failure texts, which load with the API's transport.
 */
export const LOAD_FAILURE_TEXTS = texts('LOAD_FAILURE_TEXTS', {
  title: 'Oops! Something went wrong',
  body: 'Connection or server error. Check your connection or try to connect later',
  retry: 'Try again',
} as const);
