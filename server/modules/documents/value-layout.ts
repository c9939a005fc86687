import { toSingleLine } from '@contract';

// How a value someone typed (a name, a signature, an answer) is laid out in a generated document,
// so that it can never pass for one of the document's own lines: its white space of every kind is
// collapsed to single spaces and line breaks dropped (toSingleLine), and then either
// - it stands after its label on the label's line, and that line never wraps: it is set smaller,
//   down to SMALLEST_SIZE, and past that the value is cut with an ellipsis (fitLine); or
// - it stands inside a frame, whose lines it may fill (wrapValue): every line it wraps onto is
//   indented and framed, where none of the document's own lines is.
// Plain functions of a text-width measure, so the PDF worker lays out with pdfkit's own widths.

/** Measures `text` set at `size` points, in points. */
export type Measure = (text: string, size: number) => number;

/** A piece of a one-line block: the document's own words, or a value someone typed. */
export type LinePart = { text: string } | { value: string };

/** The smallest size a labelled line is set in before its values are cut. */
export const SMALLEST_SIZE = 8;

export const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemesOf = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment);

/**
 * `value` as it fits in `width` points at `size`: whole, or its longest start (whole characters,
 * accents kept with their letter) followed by an ellipsis; the ellipsis alone when nothing fits.
 */
export function cutToWidth(value: string, width: number, size: number, measure: Measure): string {
  if (measure(value, size) <= width) return value;
  const parts = graphemesOf(value);
  const cut = (count: number) => `${parts.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(cut(mid), size) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? ELLIPSIS : cut(low);
}

export interface FittedLine {
  text: string;
  size: number;
}

/**
 * One line of own words and values that fits `width`: as it is at `size` when it fits; else set
 * smaller (text widths grow in proportion to the size), down to `minSize`; else at `minSize` with
 * its values cut, each to at most the same width (shorter values whole), the widest that fits.
 */
export function fitLine(
  parts: readonly LinePart[],
  { size, width, minSize = SMALLEST_SIZE }: { size: number; width: number; minSize?: number },
  measure: Measure,
): FittedLine {
  const values = parts.flatMap((part) => ('value' in part ? [toSingleLine(part.value)] : []));
  const join = (shown: readonly string[]) => {
    let next = 0;
    return parts.map((part) => ('value' in part ? shown[next++] : part.text)).join('');
  };
  const whole = join(values);
  const full = measure(whole, size);
  if (full <= width) return { text: whole, size };
  const smaller = Math.floor(((size * width) / full) * 10) / 10;
  if (smaller >= minSize && measure(whole, smaller) <= width) return { text: whole, size: smaller };

  const cutAt = (cap: number) => join(values.map((value) => cutToWidth(value, cap, minSize, measure)));
  let low = 0;
  let high = Math.max(0, ...values.map((value) => measure(value, minSize)));
  for (let step = 0; step < 24 && high - low > 0.05; step++) {
    const mid = (low + high) / 2;
    if (measure(cutAt(mid), minSize) <= width) low = mid;
    else high = mid;
  }
  return { text: cutAt(low), size: minSize };
}

/**
 * A value's lines inside a frame `width` points wide, at one size: white space collapsed, words
 * kept whole where they fit, a word wider than the frame broken between characters.
 */
export function wrapValue(value: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toSingleLine(value).split(' ').filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (measure(longer, size) <= width) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of graphemesOf(word)) {
      if (line && measure(line + character, size) > width) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}
