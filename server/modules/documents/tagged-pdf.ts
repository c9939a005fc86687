import { pdfPool } from './pdf-pool';
import type { BlockRole, LinePart, PdfStep } from './tagged-pdf-render';

// The set-up every PDF of the server shares (TOOLCHAIN.md, pdfkit): the modules describe a document
// here, block by block, and it is laid out as a tagged PDF (tagged-pdf-render.ts) in the PDF worker
// pool, off the request thread and within a time budget (pdf-pool.ts).

export type { BlockRole, LinePart } from './tagged-pdf-render';

export interface TaggedPdf {
  /** Fonts to pass to `put`: DejaVu Sans regular and bold, embedded from the npm package. */
  regular: 'regular';
  bold: 'bold';
  /** Adds one tagged block of the document's own words (wrapped as needed), then `gap` lines of space. */
  put(role: BlockRole, text: string, font: 'regular' | 'bold', size: number, gap?: number): void;
  /**
   * Adds a paragraph of one line, the way a value someone typed stands after its label: it never
   * wraps; it is set smaller, then its values are cut with an ellipsis, to fit (value-layout.ts).
   */
  line(parts: LinePart[], size: number, gap?: number): void;
  /**
   * Adds a value someone typed inside a frame, after its label when it has one: indented and
   * framed wherever it wraps (value-layout.ts).
   */
  framed(answer: { label?: string | null; value: string }, size: number, gap?: number): void;
  moveDown(lines: number): void;
  /** Closes the document; resolves with the whole file (rejects with a 503 past the time budget). */
  finish(): Promise<Buffer>;
}

export function startTaggedPdf(info: { Title: string; Subject?: string }, lang: 'en' | 'es' = 'en'): TaggedPdf {
  const steps: PdfStep[] = [];
  return {
    regular: 'regular',
    bold: 'bold',
    put(role, text, font, size, gap = 0.5) {
      steps.push({ kind: 'block', role, text, font, size, gap });
    },
    line(parts, size, gap = 0.5) {
      steps.push({ kind: 'line', parts, size, gap });
    },
    framed({ label = null, value }, size, gap = 0.5) {
      steps.push({ kind: 'framed', label, value, size, gap });
    },
    moveDown(lines) {
      steps.push({ kind: 'space', lines });
    },
    finish() {
      return pdfPool().render({ info, steps, lang });
    },
  };
}
