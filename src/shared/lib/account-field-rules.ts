// The account fields' rules of spec 000 §5 in one place for the forms and the server: names,
// address, city, zip, the e-mail syntax (with the registration variant), the full phone number and
// the single-line rule. Each answers only whether a value is fine; the messages stay with the forms
// and the server routes that say them. Plain TypeScript importing only the account messages, like
// password-rule.ts, so the sign-in screens and the survey's consent signature can read it without
// pulling anything in.

// ---- One line of visible text ----------------------------------------------------------------
// The rule of every single-line text field (names, the typed signature, address, city, e-mail,
// phone). Refused are control characters (Unicode Cc: line breaks, tabs, NUL), format characters
// (Cf: the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks
// U+200E, U+200F and U+061C, zero-width characters), the line and paragraph separators U+2028 and
// U+2029 (Zl, Zp) and lone surrogates (Cs). Otherwise a typed name could start a new line, or turn
// the text after it around, in a document that prints it.

const REFUSED = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}';

/** The rule as a JSON-schema pattern (read with the `u` flag, as typebox does). */
export const SINGLE_LINE_PATTERN = `^[^${REFUSED}]*$`;

// Its message, in English as the server words it (SINGLE_LINE_MESSAGE) and in the page's language
// (ACCOUNT_MESSAGES.singleLine), is in account-message-texts.ts.
export { SINGLE_LINE_MESSAGE } from './account-message-texts';

const ONE_LINE = /*#__PURE__*/ new RegExp(SINGLE_LINE_PATTERN, 'u');
const LINE_BREAKS = /[\n\r\t\v\f\u0085\u2028\u2029]+/gu;
const INVISIBLE = /*#__PURE__*/ new RegExp(`[${REFUSED}]`, 'gu');
// White space of every kind: the ordinary space, NBSP, the em and other typographic spaces
// (U+2000–U+200A), the ideographic space U+3000 and the rest of Unicode's spaces (Zs), and the
// characters that print as a blank without being spaces (the Braille blank U+2800 and the Hangul
// fillers). A run of them could push a value's words onto a line of their own in a document.
const BLANKS = /[\s\p{Zs}\u2800\u115f\u1160\u3164\uffa0]+/gu;

/** Whether `value` is one line of visible text (the empty text is; being required is another rule). */
export function isSingleLineText(value: string): boolean {
  return ONE_LINE.test(value);
}

/**
 * A one-line text as it is stored and printed: each run of line breaks or white space of any kind
 * becomes one ordinary space, every other refused character is dropped, and no space is left at
 * either end. Text stored before the rule is printed through it too.
 */
export function toSingleLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').replace(BLANKS, ' ').trim();
}

// ---- Names, address, city, zip (judged trimmed) -------------------------------------------------

/**
 * How long a name can be, in characters: a first, last or child's name, and the typed signature,
 * which is a person's name too (the contract's schemas and the signature field read it).
 */
export const NAME_MAX_LENGTH = 100;

/** How long a first, last or child's name can be once trimmed (DECISIONS §14). */
export const PERSON_NAME_MAX_LENGTH = 50;

// A part of a name: letters of any script (with their marks), digits, hyphen, en and em dash,
// apostrophes and periods ("Jr.", "St. John"). Parts are joined by one ordinary space, so
// "García López", "De La Cruz" and "Mary Ann" are names; spec 000's "no spaces" would refuse them.
const PERSON_NAME = /^[\p{L}\p{M}\d'’.\-–—]+(?: [\p{L}\p{M}\d'’.\-–—]+)*$/u;

/** A first, last or child's name (judged trimmed): 1 to 50 characters, parts joined by single spaces. */
export const isValidPersonName = (value: string): boolean => {
  const name = value.trim();
  return name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME.test(name);
};

/** A street address: letters, digits and spaces only. */
export const isValidAddress = (value: string): boolean => /^[\p{L}\d ]+$/u.test(value.trim());

/** A city: letters, spaces, periods, apostrophes and hyphens. */
export const isValidCity = (value: string): boolean => /^[\p{L} .'’-]+$/u.test(value.trim());

export { isValidZip } from './zip-code';

// ---- E-mail -----------------------------------------------------------------------------------

/**
 * A deliverable address: a local part of the usual characters without a leading dot, no two dots
 * in a row anywhere, and a domain of labels (letters, digits, inner hyphens; never `_`) ending in
 * an alphabetic top-level domain of 2 or more letters.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}@(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

/** Registration's intro pattern on top: fewer local-part characters, a top-level domain of 2 to 4 letters. */
const REGISTRATION_EMAIL = /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;

/** How an address is stored, sent and compared: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Whether an address (trimmed) is valid wherever one is given: sign-in, profile, child's e-mail. */
export const isValidEmail = (email: string): boolean => EMAIL.test(email.trim());

/** Whether an address (trimmed) is valid where an account is created for it: sign-up and the child's hand-off. */
export const isValidRegistrationEmail = (email: string): boolean =>
  isValidEmail(email) && REGISTRATION_EMAIL.test(email.trim());

// ---- Phone ------------------------------------------------------------------------------------

/** Spaces, brackets and dashes dropped; empty and missing values pass through. */
export function normalisePhone<T extends string | null | undefined>(value: T): T {
  return (value ? value.replace(/[\s()-]/g, '') : value) as T;
}

/** A number with its country code (E.164: a plus and 6 to 15 digits), after normalising. */
export const isFullPhoneNumber = (value: string): boolean => /^\+\d{6,15}$/.test(normalisePhone(value));
