import type { Catalogue } from '@/shared/i18n/localized';
import * as documentTexts from '@/features/public/content/document-texts.es';
import * as faq from '@/features/public/content/faq.es';
import * as faqPage from '@/features/public/content/faq-page.es';
import * as infoPages from '@/features/public/content/info-pages.es';
import * as landing from '@/features/public/content/landing.es';
import * as layoutTexts from '@/features/public/content/layout-texts.es';
import * as navigation from '@/features/public/content/navigation.es';
import * as privacyPolicy from '@/features/public/content/privacy-policy.es';
import * as termsOfUse from '@/features/public/content/terms-of-use.es';
import * as brand from '@/shared/ui/brand-texts.es';

/** The Spanish texts of the public modules, by module id (see es.ts). */
export const ES_PUBLIC: Catalogue = {
  'features/public/content/document-texts': documentTexts,
  'features/public/content/faq': faq,
  'features/public/content/faq-page': faqPage,
  'features/public/content/info-pages': infoPages,
  'features/public/content/landing': landing,
  'features/public/content/layout-texts': layoutTexts,
  'features/public/content/navigation': navigation,
  'features/public/content/privacy-policy': privacyPolicy,
  'features/public/content/terms-of-use': termsOfUse,
  'shared/ui/brand-texts': brand,
};
