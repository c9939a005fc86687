import { intlLocale } from '../i18n/format';
import { PHONE_MESSAGES } from './account-field-texts';

// Phone entry rules of spec 000 §5. libphonenumber-js is about 30 KB gzip, so it is loaded only by
// the screens that show a phone field and passed in here: these functions stay pure.

/** The part of libphonenumber-js these rules use (`import('libphonenumber-js')` satisfies it). */
export interface PhoneLib {
  parsePhoneNumberFromString(text: string): ParsedPhone | undefined;
  validatePhoneNumberLength(text: string): string | undefined;
}

export interface ParsedPhone {
  countryCallingCode: string;
  nationalNumber: string;
  country?: string;
  number: string;
  isValid(): boolean;
  getPossibleCountries?(): string[];
}

export interface PhoneCheck {
  /** Blocking message. */
  error?: string;
  /** Non-blocking note: the number is kept as typed. */
  warning?: string;
  /** The number in E.164 (`+12025550123`) when it could be read. */
  e164?: string;
  /** Display form with the country code split off: `+1 2025550123`. */
  display: string;
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Only digits, +, control and navigation keys (and shortcuts such as Ctrl+V) reach the field. */
export function isAllowedPhoneKey(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (NAVIGATION_KEYS.has(event.key) || event.key.length > 1) return true;
  return /^[\d+]$/.test(event.key);
}

/** Strips every character but digits and a leading + (pasted text, autofill). */
export function sanitizePhoneInput(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * What a phone field starts with: the registry's participants live in the United States,
 * so typing `555 123 4567` gives `+15551234567`; 'Missing country code' comes only when the
 * participant removed it.
 */
export const DEFAULT_COUNTRY_CODE = '+1';

/** A value that holds only the prefilled country code: nothing was typed. */
export function isBareCountryCode(value: string): boolean {
  return sanitizePhoneInput(value) === DEFAULT_COUNTRY_CODE;
}

/** The value to send: null for an empty field or one with only the prefilled code. */
export function phoneToSend(raw: string, lib: PhoneLib | null): string | null {
  if (!raw || isBareCountryCode(raw)) return null;
  return lib ? (checkPhone(raw, lib).e164 ?? raw) : raw;
}

/** International dialling prefixes 011 (North America) and 00 (elsewhere) mean +. */
export function normaliseInternationalPrefix(value: string): string {
  if (value.startsWith('011')) return `+${value.slice(3)}`;
  if (value.startsWith('00')) return `+${value.slice(2)}`;
  return value;
}

function countryName(code: string | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country-specific message for a number that does not fit its country's plan. */
export function invalidForCountry(country: string | undefined, callingCode?: string): string {
  const name = countryName(country) ?? (callingCode ? PHONE_MESSAGES.countryCode(callingCode) : undefined);
  return name ? PHONE_MESSAGES.invalidFor(name) : PHONE_MESSAGES.invalid;
}

/**
 * Reads a phone value: sanitised, 011/00 turned into +, the country code split off. Empty gives
 * `required` (when asked) or nothing. A number whose country code cannot be split is kept as
 * typed with a warning.
 */
export function checkPhone(raw: string, lib: PhoneLib, options: { required?: string } = {}): PhoneCheck {
  const value = normaliseInternationalPrefix(sanitizePhoneInput(raw));
  if (!value || value === '+') return { error: options.required, display: '' };
  // The prefilled code alone is an empty field (it stays in the field for the digits to come).
  if (isBareCountryCode(value)) return { error: options.required, display: value };
  if (!value.startsWith('+')) return { error: PHONE_MESSAGES.missingCountryCode, display: value };
  const parsed = lib.parsePhoneNumberFromString(value);
  if (!parsed) {
    const length = lib.validatePhoneNumberLength(value);
    if (length === 'TOO_SHORT' || value.length < 8) return { error: PHONE_MESSAGES.tooShort, display: value };
    return { warning: PHONE_MESSAGES.unknownCountry, display: value, e164: value };
  }
  const display = `+${parsed.countryCallingCode} ${parsed.nationalNumber}`;
  const length = lib.validatePhoneNumberLength(value);
  if (length === 'TOO_SHORT' || length === 'NOT_A_NUMBER') return { error: PHONE_MESSAGES.tooShort, display };
  if (length === 'TOO_LONG') return { error: PHONE_MESSAGES.tooLong, display };
  if (!parsed.isValid())
    return {
      error: invalidForCountry(parsed.country ?? parsed.getPossibleCountries?.()[0], parsed.countryCallingCode),
      display,
    };
  return { e164: parsed.number, display };
}
