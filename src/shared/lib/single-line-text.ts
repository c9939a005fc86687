// The rule of every single-line text field (names, the typed signature, address, city, e-mail,
// phone): one line of visible text. Refused are control characters (Unicode Cc: line breaks, tabs,
// NUL), format characters (Cf: the bidi embeddings, overrides and isolates U+202A–U+202E and
// U+2066–U+2069, the marks U+200E, U+200F and U+061C, zero-width characters), the line and
// paragraph separators U+2028 and U+2029 (Zl, Zp) and lone surrogates (Cs). Otherwise a typed
// name could start a new line, or turn the text after it around, in a document that prints it.
// Pure and self-contained: the contract's schemas (as a pattern), the server and the client's
// validators all read this one rule.

const REFUSED = '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}';

/** The rule as a JSON-schema pattern (read with the `u` flag, as typebox does). */
export const SINGLE_LINE_PATTERN = `^[^${REFUSED}]*$`;

export const SINGLE_LINE_MESSAGE = 'Please enter this on one line, without line breaks or invisible characters.';

const ONE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
const LINE_BREAKS = /[\n\r\t\v\f\u0085\u2028\u2029]+/gu;
const INVISIBLE = new RegExp(`[${REFUSED}]`, 'gu');

/** Whether `value` is one line of visible text (the empty text is; being required is another rule). */
export function isSingleLineText(value: string): boolean {
  return ONE_LINE.test(value);
}

/**
 * Text stored before the rule, made one line for printing: each run of line breaks becomes one
 * space, every other refused character is dropped.
 */
export function toSingleLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}
