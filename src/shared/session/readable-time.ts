import { useCallback } from 'react';
import { formatDateTime, type DateTimeStyle } from '../i18n/date-time';
import { useLocale } from '../i18n/use-locale';
import { useSessionState } from './session-hooks';

/**
 * Writes a time as the participant reads it on a screen: in their profile's time zone (else the
 * browser's), in the page's language; the server's documents write the same (formatDocumentTime).
 */
export function useReadableTime(): (iso: string, style?: DateTimeStyle) => string {
  const timeZone = useSessionState().profile?.timezone ?? null;
  const lang = useLocale();
  return useCallback((iso, style = 'medium') => formatDateTime(iso, { timeZone, lang, style }), [timeZone, lang]);
}
