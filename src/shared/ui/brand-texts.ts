import { textsOf } from '../i18n/locale';

const texts = textsOf('shared/ui/brand-texts', { es: () => import('./brand-texts.es') });

// Its own module, as the skip link's: the brand is in every first paint, the other kit texts are not.
export const BRAND_TEXTS = texts('BRAND_TEXTS', {
  /** Read after the registry's name on the brand link, by screen readers only. */
  homeSuffix: 'home',
} as const);
