// Test data: one character of each class the single-line rule (shared/lib/account-field-rules) refuses.

/** One character of each refused class, named for the test's title. */
export const REFUSED_CHARACTERS: Array<[name: string, char: string]> = [
  ['line feed (Cc)', '\n'],
  ['carriage return (Cc)', '\r'],
  ['tab (Cc)', '\t'],
  ['delete (Cc)', '\u007f'],
  ['next line U+0085 (Cc)', '\u0085'],
  ['right-to-left override U+202E (Cf)', '\u202e'],
  ['left-to-right embedding U+202A (Cf)', '\u202a'],
  ['pop directional formatting U+202C (Cf)', '\u202c'],
  ['right-to-left isolate U+2067 (Cf)', '\u2067'],
  ['pop directional isolate U+2069 (Cf)', '\u2069'],
  ['left-to-right mark U+200E (Cf)', '\u200e'],
  ['right-to-left mark U+200F (Cf)', '\u200f'],
  ['Arabic letter mark U+061C (Cf)', '\u061c'],
  ['zero-width space U+200B (Cf)', '\u200b'],
  ['line separator U+2028 (Zl)', '\u2028'],
  ['paragraph separator U+2029 (Zp)', '\u2029'],
];
