import { execFileSync } from 'node:child_process';

// What a reader of a generated PDF sees, read back with poppler's pdftotext (Debian's
// poppler-utils): its lines as text, as laid out on the page, and with where each stands.

const pdftotext = (pdf: Buffer, ...args: string[]) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', ...args, '-', '-'], { input: pdf, encoding: 'utf8' });

const nonEmpty = (text: string) =>
  text
    .split(/[\n\f]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The PDF's lines in reading order, as `pdftotext` gives them. */
export const plainLines = (pdf: Buffer): string[] => nonEmpty(pdftotext(pdf));

/** The PDF's lines as `pdftotext -layout` sets them out on the page; runs of spaces read as one. */
export const layoutLines = (pdf: Buffer): string[] =>
  nonEmpty(pdftotext(pdf, '-layout')).map((line) => line.replace(/ {2,}/g, ' '));

/** A line of text on a page, with its box in points from the page's top left corner. */
export interface PlacedLine {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => XML_ENTITIES[name]);

/** Every line of the PDF with its box (`pdftotext -bbox-layout`), page by page from 1. */
export function placedLines(pdf: Buffer): PlacedLine[] {
  const lines: PlacedLine[] = [];
  const pages = pdftotext(pdf, '-bbox-layout').split('<page ').slice(1);
  pages.forEach((page, index) => {
    for (const [, attributes, body] of page.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)) {
      const box = Object.fromEntries(
        Array.from(attributes.matchAll(/(\w+)="([\d.]+)"/g), ([, key, value]) => [key, Number(value)]),
      ) as Record<'xMin' | 'xMax' | 'yMin' | 'yMax', number>;
      const words = Array.from(body.matchAll(/<word [^>]*>([\s\S]*?)<\/word>/g), ([, word]) => unescapeXml(word));
      lines.push({ page: index + 1, text: words.join(' '), ...box });
    }
  });
  return lines;
}
