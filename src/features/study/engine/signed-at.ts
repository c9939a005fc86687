// The signing time of a consent as spec 001 §9 writes it. Here rather than beside the consent
// screens because the server prints the same time into the signed consent's PDF.

/**
 * The signing date as the signed consent shows it: M/d/yyyy h:mm:ss a (spec 001 §9), in `timeZone`.
 * The order stays the spec's in Spanish too (US dates, as date entry is); only the day period is the
 * reader's: "PM" in English, "p.m." in US Spanish.
 */
export function formatSignedAt(iso: string, timeZone?: string, lang: 'en' | 'es' = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    }).formatToParts(date);
  } catch {
    return formatSignedAt(iso, undefined, lang);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')} ${lang === 'es' ? get('dayPeriod') : get('dayPeriod').toUpperCase()}`;
}
