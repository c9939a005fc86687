import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// The pdfkit half of tagged-pdf.ts, run inside the PDF worker (pdf-worker.ts): a tagged PDF 1.7
// whose headings and paragraphs carry structure tags, so screen readers read it in order; text is
// left-aligned (justify loses spaces in the tagged text) and always set in DejaVu Sans, embedded
// from the dejavu-fonts-ttf package: it covers ’, accents, ñ and beyond Latin-1 on any machine,
// where Helvetica (a standard font, not embedded) mangles them and a system copy may be missing.

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type BlockRole = 'H1' | 'H2' | 'H3' | 'P';
export type FontWeight = 'regular' | 'bold';

/** One step of a document: a tagged block, or space. Plain data, so it crosses to the worker. */
export type PdfStep =
  | { kind: 'block'; role: BlockRole; text: string; font: FontWeight; size: number; gap: number }
  | { kind: 'space'; lines: number };

export interface PdfPlan {
  info: { Title: string; Subject?: string };
  steps: PdfStep[];
  /** The document's language (its /Lang, what a screen reader reads it in); English when absent. */
  lang?: 'en' | 'es';
}

/** Lays the plan out with pdfkit; resolves with the whole file. */
export function renderPlan({ info, steps, lang = 'en' }: PdfPlan): Promise<Buffer> {
  const pdf = new PDFDocument({
    pdfVersion: '1.7',
    tagged: true,
    lang: `${lang}-US`,
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
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  for (const step of steps) {
    if (step.kind === 'space') {
      pdf.moveDown(step.lines);
      continue;
    }
    pdf.font(FONTS[step.font]).fontSize(step.size);
    root.add(pdf.struct(step.role, {}, () => pdf.text(step.text, { align: 'left' })));
    pdf.moveDown(step.gap);
  }
  root.end();
  pdf.end();
  return done;
}
