import { REGISTRY_TIME_ZONE } from '@engine';
import { knownTimeZone } from '@/shared/i18n/date-time';

/**
 * The zone a document's times are written in, the one the screens use: the participant's profile's,
 * else the browser's that asked for the document, else the registry's. The document names it.
 */
export function readerTimeZone(profileZone: string | null | undefined, browserZone?: string | null): string {
  return knownTimeZone(profileZone) ?? knownTimeZone(browserZone) ?? REGISTRY_TIME_ZONE;
}
