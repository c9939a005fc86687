import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { AnswersDocument } from './answers-model';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC' : 'not submitted';

/** A self-contained HTML page; every participant text is escaped (the client still sanitises it). */
export function renderAnswersHtml(doc: AnswersDocument): string {
  const rows = doc.items
    .map((item) => `<section><h2>${escapeHtml(item.question)}</h2><ul>${item.answers.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul></section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${doc.studyTitle}: ${doc.procedureTitle}`)}</title></head>
<body>
<h1>${escapeHtml(doc.studyTitle)}: ${escapeHtml(doc.procedureTitle)}</h1>
<p>${escapeHtml(doc.participantName)}. Submitted: ${escapeHtml(when(doc.submittedAt))}</p>
${rows || '<p>No answers.</p>'}
</body></html>`;
}

// DejaVu Sans covers characters Helvetica mangles and is embedded; Debian ships it as fonts-dejavu-core.
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** A tagged PDF (pdfkit) of the same content. */
export function renderAnswersPdf(doc: AnswersDocument): Promise<Buffer> {
  const title = `${doc.studyTitle}: ${doc.procedureTitle}`;
  const pdf = new PDFDocument({ pdfVersion: '1.7', tagged: true, lang: 'en-US', displayTitle: true, info: { Title: title, Author: 'T1D Research Registry' }, margin: 56 });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const embedded = existsSync(DEJAVU) && existsSync(DEJAVU_BOLD);
  const regular = embedded ? DEJAVU : 'Helvetica';
  const bold = embedded ? DEJAVU_BOLD : 'Helvetica-Bold';
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  const text = (role: 'H1' | 'H2' | 'P', content: string, font: string, size: number, gap = 0.4) => {
    pdf.font(font).fontSize(size);
    root.add(pdf.struct(role, {}, () => pdf.text(content, { align: 'left' })));
    pdf.moveDown(gap);
  };
  text('H1', title, bold, 18);
  text('P', `${doc.participantName}. Submitted: ${when(doc.submittedAt)}`, regular, 10, 1);
  if (doc.items.length === 0) text('P', 'No answers.', regular, 11);
  for (const item of doc.items) {
    text('H2', item.question, bold, 12, 0.2);
    for (const answer of item.answers) text('P', `• ${answer}`, regular, 11, 0.2);
    pdf.moveDown(0.6);
  }
  root.end();
  pdf.end();
  return done;
}

/** A file name for content-disposition: letters, digits and dashes only. */
export function answersFileName(doc: AnswersDocument, extension: 'pdf' | 'html'): string {
  const slug = `${doc.studyTitle}-${doc.procedureTitle}-answers`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'answers'}.${extension}`;
}
