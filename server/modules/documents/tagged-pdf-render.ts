import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { fitLine, wrapValue, type LinePart, type Measure } from './value-layout';

// The pdfkit half of tagged-pdf.ts, run inside the PDF worker (pdf-worker.ts): a tagged PDF 1.7
// whose headings and paragraphs carry structure tags, so screen readers read it in order; text is
// left-aligned (justify loses spaces in the tagged text) and always set in DejaVu Sans, embedded
// from the dejavu-fonts-ttf package: it covers ’, accents, ñ and beyond Latin-1 on any machine,
// where Helvetica (a standard font, not embedded) mangles them and a system copy may be missing.

const require = createRequire(import.meta.url);
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type BlockRole = 'H1' | 'H2' | 'H3' | 'P';
export type FontWeight = 'regular' | 'bold';
export type { LinePart } from './value-layout';

/**
 * One step of a document, plain data so it crosses to the worker: a tagged block of the document's
 * own words (wrapped); a paragraph of one line that never wraps, its values set smaller or cut to
 * fit (a name after its label); a value in a frame (an answer); or space.
 */
export type PdfStep =
  | { kind: 'block'; role: BlockRole; text: string; font: FontWeight; size: number; gap: number }
  | { kind: 'line'; parts: LinePart[]; size: number; gap: number }
  | { kind: 'framed'; label: string | null; value: string; size: number; gap: number }
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
    if (step.kind === 'line') putLine(pdf, root, step);
    else if (step.kind === 'framed') putFramed(pdf, root, step);
    else {
      pdf.font(FONTS[step.font]).fontSize(step.size);
      root.add(pdf.struct(step.role, {}, () => pdf.text(step.text, { align: 'left' })));
    }
    pdf.moveDown(step.gap);
  }
  root.end();
  pdf.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

/** How far in from the left margin a frame stands, and the room between its border and its text. */
const FRAME_INDENT = 14;
const FRAME_PADDING = 4;

const measureWith =
  (pdf: Doc): Measure =>
  (text, size) =>
    pdf.fontSize(size).widthOfString(text);

const contentWidth = (pdf: Doc) => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

/** The font's ascent at `size` (pdfkit keeps the font's metrics on `_font`; it has no accessor). */
const ascent = (pdf: Doc, size: number) =>
  ((pdf as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;

/**
 * One line that never wraps, set in the regular font: smaller or cut to fit (value-layout.ts), on
 * the baseline the line would have at its own size, on the next page when this one has no room.
 */
function putLine(pdf: Doc, root: Struct, step: Extract<PdfStep, { kind: 'line' }>) {
  pdf.font(FONTS.regular).fontSize(step.size);
  const height = pdf.currentLineHeight(true);
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
  const left = pdf.page.margins.left;
  const top = pdf.y;
  const baseline = top + ascent(pdf, step.size);
  const { text, size } = fitLine(step.parts, { size: step.size, width: contentWidth(pdf) }, measureWith(pdf));
  pdf.fontSize(size);
  const y = baseline - ascent(pdf, size);
  root.add(pdf.struct('P', {}, () => pdf.text(text, left, y, { lineBreak: false })));
  pdf.fontSize(step.size);
  pdf.x = left;
  pdf.y = top + height;
}

/**
 * A value inside a frame, after its label: indented, its lines laid out here (value-layout.ts)
 * and set one by one without pdfkit's wrapping, the frame drawn round the lines of each page it
 * covers (as an artifact, outside the tagged text). The value is one tagged paragraph across its
 * pages; a value of blanks only, without a label, prints nothing.
 */
function putFramed(pdf: Doc, root: Struct, step: Extract<PdfStep, { kind: 'framed' }>) {
  pdf.font(FONTS.regular).fontSize(step.size);
  const lineHeight = pdf.currentLineHeight(true);
  const left = pdf.page.margins.left;
  const frameX = left + FRAME_INDENT;
  const frameWidth = contentWidth(pdf) - FRAME_INDENT;
  const text = step.label ? `${step.label}: ${step.value}` : step.value;
  const lines = wrapValue(text, frameWidth - 2 * FRAME_PADDING, step.size, measureWith(pdf));
  if (lines.length === 0) return;
  const paragraph = pdf.struct('P');
  root.add(paragraph);
  let next = 0;
  while (next < lines.length) {
    const room = Math.floor((pdf.page.maxY() - pdf.y - 2 * FRAME_PADDING) / lineHeight);
    if (room < 1) {
      pdf.addPage();
      continue;
    }
    const top = pdf.y;
    const shown = lines.slice(next, next + room);
    paragraph.add(() => {
      pdf.fontSize(step.size);
      shown.forEach((line, index) =>
        pdf.text(line, frameX + FRAME_PADDING, top + FRAME_PADDING + index * lineHeight, { lineBreak: false }),
      );
    });
    const height = shown.length * lineHeight + 2 * FRAME_PADDING;
    pdf.markContent('Artifact', { type: 'Layout' });
    pdf.save().lineWidth(0.6).strokeColor('#8a8a8a').rect(frameX, top, frameWidth, height).stroke().restore();
    pdf.endMarkedContent();
    pdf.x = left;
    pdf.y = top + height;
    next += shown.length;
    if (next < lines.length) pdf.addPage();
  }
  paragraph.end();
}
