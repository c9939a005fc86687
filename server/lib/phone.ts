// Phone rules of spec 000 §5 on the server: the one place a phone number is normalised and judged.

export const PHONE_MESSAGE = 'Missing country code';

const E164 = /^\+\d{6,15}$/;

/** Spaces, brackets and dashes dropped; empty and missing values pass through. */
export function normalisePhone<T extends string | null | undefined>(value: T): T {
  return (value ? value.replace(/[\s()-]/g, '') : value) as T;
}

/** A number with its country code (E.164: a plus and 6 to 15 digits), after normalising. */
export const isFullPhoneNumber = (value: string): boolean => E164.test(normalisePhone(value));
