import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// The pdfkit half of tagged-pdf.ts, run inside the PDF worker (pdf-worker.ts): a tagged PDF 1.7
// whose headings and paragraphs carry structure tags, so screen readers read it in order; text is
// left-aligned (justify loses spaces in the tagged text) and set in DejaVu Sans, embedded, when the
// system has it (it covers characters Helvetica mangles; Debian ships it as fonts-dejavu-core).

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

export type BlockRole = 'H1' | 'H2' | 'H3' | 'P';
export type FontWeight = 'regular' | 'bold';

/** One step of a document: a tagged block, or space. Plain data, so it crosses to the worker. */
export type PdfStep =
  | { kind: 'block'; role: BlockRole; text: string; font: FontWeight; size: number; gap: number }
  | { kind: 'space'; lines: number };

export interface PdfPlan {
  info: { Title: string; Subject?: string };
  steps: PdfStep[];
}

/** Lays the plan out with pdfkit; resolves with the whole file. */
export function renderPlan({ info, steps }: PdfPlan): Promise<Buffer> {
  const pdf = new PDFDocument({
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: { ...info, Author: 'T1D Research Registry' },
    margin: 56,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const embedded = existsSync(DEJAVU) && existsSync(DEJAVU_BOLD);
  const fonts = { regular: embedded ? DEJAVU : 'Helvetica', bold: embedded ? DEJAVU_BOLD : 'Helvetica-Bold' };
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  for (const step of steps) {
    if (step.kind === 'space') {
      pdf.moveDown(step.lines);
      continue;
    }
    pdf.font(fonts[step.font]).fontSize(step.size);
    root.add(pdf.struct(step.role, {}, () => pdf.text(step.text, { align: 'left' })));
    pdf.moveDown(step.gap);
  }
  root.end();
  pdf.end();
  return done;
}
