import type { Texts } from '../i18n/locale';
import type * as en from './brand-texts';

export const BRAND_TEXTS: Texts<typeof en.BRAND_TEXTS> = {
  homeSuffix: 'inicio',
};
