import { ELLIPSIS } from '../modules/documents/value-layout';

// Values a participant could type (or could have stored before the single-line rule) to make a
// document print a line of its own: wide letters that make a name wrap, runs of every kind of
// blank, line breaks and bidi controls, and the words of the documents' own lines. Generated from
// a seed, so a failure names a case that can be run again.

/** Lines a document writes, for a forged value to imitate. */
export const FORGED_LINES = [
  'Signed by: Dr. Evil',
  'Signed on: 01/01/2020',
  'Signed on: 3/5/2026 2:07:09 PM (UTC)',
  'Meaning of this signature: none at all',
  'Signed consent number 1',
  "Child's name: Nobody",
  'Firmado por: Dr. Malo',
  'Submitted: Jan 1, 2020, 9:00:00 AM UTC',
  'Which CGM?',
  'Signature',
];

const BLANKS = [
  ' ',
  '\u00a0', // no-break space
  '\u2002', // en space
  '\u2003', // em space
  '\u2009', // thin space
  '\u200a', // hair space
  '\u202f', // narrow no-break space
  '\u205f', // medium mathematical space
  '\u1680', // Ogham space mark
  '\u3000', // ideographic space
  '\u2800', // Braille blank
  '\u3164', // Hangul filler
];

/** Breaks and controls refused today but possibly stored before the rule. */
const STORED_BEFORE = ['\n', '\r\n', '\n\n', '\t', '\u2028', '\u2029', '\u202e', '\u200b'];

const STARTS = ['Pat', 'Ana María', 'Zoë', 'Jesús Núñez', 'O’Brien', 'Li', 'Ñandú-García'];
const WIDE = ['W', 'M', 'Æ', '—', 'Ш', '@'];

/** A small seeded generator (mulberry32): the same seed, the same values. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` hostile values from `seed`: a name, then one to four runs of wide letters, blanks, breaks or a forged line. */
export function hostileValues(seed: number, count: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const piece = () => {
    const kind = random();
    if (kind < 0.3) return pick(WIDE).repeat(between(1, 80));
    if (kind < 0.6) return pick(BLANKS).repeat(between(1, 90));
    if (kind < 0.7) return pick(STORED_BEFORE);
    return pick(FORGED_LINES);
  };
  return Array.from({ length: count }, () => {
    let value = pick(STARTS);
    for (let run = between(1, 4); run > 0; run--) value += piece();
    return value;
  });
}

/**
 * Whether `printed` is how `value` may show in a document: the whole value, its blanks and breaks
 * collapsed (`shown`), or the start of that followed by an ellipsis.
 */
export function printsAs(printed: string, shown: string): boolean {
  if (printed === shown) return true;
  return printed.endsWith(ELLIPSIS) && shown.startsWith(printed.slice(0, -ELLIPSIS.length));
}
