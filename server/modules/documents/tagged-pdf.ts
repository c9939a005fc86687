import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

// The set-up every PDF of the server shares (TOOLCHAIN.md, pdfkit): a tagged PDF 1.7 whose
// headings and paragraphs carry structure tags, so screen readers read it in order; text is
// left-aligned (justify loses spaces in the tagged text) and set in DejaVu Sans, embedded, when the
// system has it (it covers characters Helvetica mangles; Debian ships it as fonts-dejavu-core).

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

export type BlockRole = 'H1' | 'H2' | 'H3' | 'P';

export interface TaggedPdf {
  /** Fonts to pass to `put`: embedded DejaVu Sans, else the built-in Helvetica. */
  regular: string;
  bold: string;
  /** Adds one tagged block, then `gap` lines of space. */
  put(role: BlockRole, text: string, font: string, size: number, gap?: number): void;
  moveDown(lines: number): void;
  /** Closes the document; resolves with the whole file. */
  finish(): Promise<Buffer>;
}

export function startTaggedPdf(info: { Title: string; Subject?: string }): TaggedPdf {
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
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  return {
    regular: embedded ? DEJAVU : 'Helvetica',
    bold: embedded ? DEJAVU_BOLD : 'Helvetica-Bold',
    put(role, text, font, size, gap = 0.5) {
      pdf.font(font).fontSize(size);
      root.add(pdf.struct(role, {}, () => pdf.text(text, { align: 'left' })));
      pdf.moveDown(gap);
    },
    moveDown(lines) {
      pdf.moveDown(lines);
    },
    finish() {
      root.end();
      pdf.end();
      return done;
    },
  };
}
