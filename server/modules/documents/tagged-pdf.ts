import { pdfPool } from './pdf-pool';
import type { BlockRole, PdfStep } from './tagged-pdf-render';

// The set-up every PDF of the server shares (TOOLCHAIN.md, pdfkit): the modules describe a document
// here, block by block, and it is laid out as a tagged PDF (tagged-pdf-render.ts) in the PDF worker
// pool, off the request thread and within a time budget (pdf-pool.ts).

export type { BlockRole } from './tagged-pdf-render';

export interface TaggedPdf {
  /** Fonts to pass to `put`: DejaVu Sans regular and bold, embedded from the npm package. */
  regular: 'regular';
  bold: 'bold';
  /** Adds one tagged block, then `gap` lines of space. */
  put(role: BlockRole, text: string, font: 'regular' | 'bold', size: number, gap?: number): void;
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
    moveDown(lines) {
      steps.push({ kind: 'space', lines });
    },
    finish() {
      return pdfPool().render({ info, steps, lang });
    },
  };
}
