import { SUPPORT_HOURS } from '@/config/site';
import { SUPPORT_HOURS_TEXTS } from './layout-texts';

/**
 * The support hours the contact texts show: the registry's standard hours in the page's language;
 * hours a host configured itself, as it wrote them.
 */
export const supportHours = (configured: string): string =>
  configured === SUPPORT_HOURS ? SUPPORT_HOURS_TEXTS.standard : configured;
