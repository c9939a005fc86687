import { currentLocale, type Locale } from './locale';

/** The `Intl` locale of a registry language: the registry serves the United States. */
export const intlLocale = (locale: Locale = currentLocale()): string => (locale === 'es' ? 'es-US' : 'en-US');

/** Plural forms of a text that holds a number (Intl's categories; English and Spanish use one and other). */
export interface PluralForms {
  one: string;
  other: string;
  zero?: string;
}

/**
 * The form of a counted text in the active language: `plural(n, { one: '1 new study', other: `${n} new studies` })`.
 * `zero` applies to 0 when given (English and Spanish have no zero category of their own).
 */
export function plural(count: number, forms: PluralForms, locale: Locale = currentLocale()): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return new Intl.PluralRules(intlLocale(locale)).select(count) === 'one' ? forms.one : forms.other;
}

/** A number as the active language writes it (1,234.5 / 1234,5 is not US Spanish: es-US keeps the point). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocale(), options).format(value);

/** A medium date ('Jan 5, 2026' / '5 ene 2026'); the date's own calendar day, whatever the time zone. */
export function formatMediumDate(year: number, month: number, day: number, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A month's name ('January' / 'enero'), `short` for the abbreviation; month is 1–12. */
export function monthName(month: number, form: 'long' | 'short' = 'long', locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: form, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}
