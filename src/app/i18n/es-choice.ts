import type { Catalogue } from '@/shared/i18n/localized';
import * as language from '@/shared/ui/language/language-texts.es';

/** The Spanish texts of the language choice's own modules, by module id (see es.ts). */
export const ES_CHOICE: Catalogue = {
  'shared/ui/language/language-texts': language,
};
