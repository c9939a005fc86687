// Dates as the API sends them: the one place timestamps and dates become text.

/** A timestamp as ISO date-time text; null and undefined stay null. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value == null || value === '' ? null : new Date(value).toISOString();

/** A date or timestamp as YYYY-MM-DD (UTC); null and undefined stay null. */
export const day = (value: Date | string | null | undefined): string | null => iso(value)?.slice(0, 10) ?? null;
