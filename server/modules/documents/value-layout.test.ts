import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { toSingleLine } from '@contract';
import { hostileValues, printsAs, seededRandom } from '../../testing/hostile-values';
import { FONTS } from './tagged-pdf-render';
import { cutToWidth, ELLIPSIS, fitLine, SMALLEST_SIZE, wrapValue, type LinePart, type Measure } from './value-layout';

// The layout of typed values, measured with the documents' own font (DejaVu Sans through pdfkit),
// so the widths are the ones the PDF worker lays out with.

const doc = new PDFDocument({ autoFirstPage: false }).font(FONTS.regular);
const measure: Measure = (text, size) => doc.fontSize(size).widthOfString(text);
/** The width of a signature line on a letter page with the documents' margins. */
const WIDTH = 612 - 2 * 56;

describe('fitLine', () => {
  it('keeps a line that fits as it is, at its size', () => {
    expect(
      fitLine([{ text: 'Signed by: ' }, { value: 'Siobhán O’Brien' }], { size: 11, width: WIDTH }, measure),
    ).toEqual({
      text: 'Signed by: Siobhán O’Brien',
      size: 11,
    });
  });

  it('collapses the blanks of a value, not of the own words', () => {
    const parts: LinePart[] = [{ text: 'Signed by: ' }, { value: `Pat${'\u2003'.repeat(60)}Signed on: 01/01/2020\n` }];
    expect(fitLine(parts, { size: 11, width: WIDTH }, measure).text).toBe('Signed by: Pat Signed on: 01/01/2020');
  });

  it('sets a line a little too wide smaller, whole, and no wider than the line', () => {
    const parts: LinePart[] = [{ text: 'Signed by: ' }, { value: `Pat${'W'.repeat(44)} Signed by: Dr. Evil` }];
    const fitted = fitLine(parts, { size: 11, width: WIDTH }, measure);
    expect(fitted.text).toBe(`Signed by: Pat${'W'.repeat(44)} Signed by: Dr. Evil`);
    expect(fitted.size).toBeLessThan(11);
    expect(fitted.size).toBeGreaterThanOrEqual(SMALLEST_SIZE);
    expect(measure(fitted.text, fitted.size)).toBeLessThanOrEqual(WIDTH);
  });

  it('cuts a value with an ellipsis at the smallest size when it is far too wide', () => {
    const fitted = fitLine([{ text: 'Signed by: ' }, { value: 'W'.repeat(100) }], { size: 11, width: WIDTH }, measure);
    expect(fitted.size).toBe(SMALLEST_SIZE);
    expect(fitted.text).toMatch(/^Signed by: W+…$/);
    expect(measure(fitted.text, fitted.size)).toBeLessThanOrEqual(WIDTH);
    // The widest cut that fits: one more letter would not.
    expect(measure(fitted.text.replace(ELLIPSIS, `W${ELLIPSIS}`), SMALLEST_SIZE)).toBeGreaterThan(WIDTH);
  });

  it('cuts the longer of two names and keeps the shorter whole', () => {
    const parts: LinePart[] = [
      { text: 'Answers about ' },
      { value: 'Sky' },
      { text: ', given by ' },
      { value: 'M'.repeat(150) },
    ];
    const fitted = fitLine(parts, { size: 10, width: WIDTH }, measure);
    expect(fitted.text).toMatch(/^Answers about Sky, given by M+…$/);
  });

  it('for generated hostile values: never wider than the line, never below the smallest size, the value whole or cut', () => {
    const random = seededRandom(7);
    for (const value of hostileValues(4300, 150)) {
      const width = 200 + Math.floor(random() * 300);
      const size = 9 + Math.floor(random() * 4);
      const fitted = fitLine([{ text: 'Signed by: ' }, { value }], { size, width }, measure);
      expect(measure(fitted.text, fitted.size), value).toBeLessThanOrEqual(width);
      expect(fitted.size).toBeGreaterThanOrEqual(SMALLEST_SIZE);
      expect(fitted.size).toBeLessThanOrEqual(size);
      expect(printsAs(fitted.text.slice('Signed by: '.length), toSingleLine(value)), value).toBe(true);
    }
  });
});

describe('cutToWidth', () => {
  it('keeps an accent with its letter', () => {
    const cut = cutToWidth('Jose\u0301'.repeat(20), measure('Jose\u0301', 11) * 1.5, 11, measure);
    expect(cut).toBe(`Jose\u0301${ELLIPSIS}`);
  });

  it('gives the ellipsis alone when no letter fits', () => {
    expect(cutToWidth('WWW', 1, 11, measure)).toBe(ELLIPSIS);
  });
});

describe('wrapValue', () => {
  it('fills lines word by word within the width, its blanks collapsed', () => {
    const lines = wrapValue(`one${'\u3000'.repeat(40)}two three\n\nfour five six seven`, 60, 11, measure);
    expect(lines.join(' ')).toBe('one two three four five six seven');
    for (const line of lines) expect(measure(line, 11)).toBeLessThanOrEqual(60);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('breaks a word wider than the frame between its letters', () => {
    const lines = wrapValue(`Pen${'M'.repeat(120)}`, 150, 11, measure);
    expect(lines.join('')).toBe(`Pen${'M'.repeat(120)}`);
    for (const line of lines) expect(measure(line, 11)).toBeLessThanOrEqual(150);
  });

  it('gives no line for a value of blanks only', () => {
    expect(wrapValue('\u2003\u00a0 \u2800', 150, 11, measure)).toEqual([]);
  });
});
