import type { Catalogue } from '@/shared/i18n/localized';
import * as gadget from './survey-gadget-texts.es';

/**
 * The Spanish texts of the gadgets' own modules, by module id. They live here, not in the app's
 * catalogue (src/app/i18n/es-home.ts): the app may not name embed/ (no alias reaches it, and the lint
 * refuses a climb of three folders), so the embed adds them to the app's Spanish (embed-catalogue.ts).
 */
export const ES_EMBED: Catalogue = {
  'embed/survey-gadget-texts': gadget,
};
