import type { Catalogue } from '@/shared/i18n/localized';
import * as kit from '@/shared/ui/kit-texts.es';
import * as skipLink from '@/shared/ui/skip-link-texts.es';

/** The Spanish texts of the sign-in, registration, account and shared UI modules, by module id (see es.ts). */
export const ES_ACCOUNT: Catalogue = {
  'shared/ui/kit-texts': kit,
  'shared/ui/skip-link-texts': skipLink,
};
