import type { ReadableLine } from '@engine';
import { formatDocumentTime } from '@/shared/i18n/date-time';
import { readerTimeZone } from '../../lib/reader-time-zone';
import type { AnswersDocument } from './answers-model';
import { ANSWERS_DOCUMENT_TEXTS } from './document-texts';
import { startTaggedPdf, type LinePart } from './tagged-pdf';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const textsOf = (doc: AnswersDocument) => ANSWERS_DOCUMENT_TEXTS[doc.lang ?? 'en'];

/** Who answered, and about whom when a parent answered for a child. */
const byline = (doc: AnswersDocument) => textsOf(doc).byline(doc.participantName, doc.childName).join('');

/** 'Submitted: <when> (<zone>)' in the document's language and the participant's zone, as the screens write it. */
function submittedLine(doc: AnswersDocument): string {
  const t = textsOf(doc);
  const when = doc.submittedAt
    ? formatDocumentTime(doc.submittedAt, { timeZone: readerTimeZone(doc.timeZone), lang: doc.lang ?? 'en' })
    : t.notSubmitted;
  return `${t.submitted}: ${when}`;
}

/**
 * One readable line as list items: 'Label: value'; a list (a multi-select, A1C results) as items of
 * its own, under its label when it has one.
 */
function lineHtml(line: ReadableLine): string {
  const label = line.label ? `<span class="answer-label">${escapeHtml(line.label)}:</span> ` : '';
  if (line.values.length === 1) return `<li>${label}${escapeHtml(line.values[0])}</li>`;
  const items = line.values.map((v) => `<li>${escapeHtml(v)}</li>`).join('');
  return line.label ? `<li>${label}<ul>${items}</ul></li>` : items;
}

/** A self-contained HTML page; every participant text is escaped (the client still sanitises it). */
export function renderAnswersHtml(doc: AnswersDocument): string {
  const rows = doc.items
    .map(
      (item) => `<section><h2>${escapeHtml(item.question)}</h2><ul>${item.lines.map(lineHtml).join('')}</ul></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${doc.lang ?? 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(`${doc.studyTitle}: ${doc.procedureTitle}`)}</title></head>
<body>
<h1>${escapeHtml(doc.studyTitle)}: ${escapeHtml(doc.procedureTitle)}</h1>
<p>${escapeHtml(byline(doc))}. ${escapeHtml(submittedLine(doc))}</p>
${rows || `<p>${escapeHtml(textsOf(doc).noAnswers)}</p>`}
</body></html>`;
}

/** The byline as pieces of one line: the names are values (set smaller or cut, never wrapped). */
function bylineParts(doc: AnswersDocument): LinePart[] {
  const child = doc.childName === null ? null : { value: doc.childName };
  return textsOf(doc)
    .byline<LinePart>({ value: doc.participantName }, child)
    .map((piece) => (typeof piece === 'string' ? { text: piece } : piece));
}

/**
 * A tagged PDF of the same content. The participant's words (their names, every answer value) are
 * printed so that they cannot read as the document's own lines: the names on the byline's one line,
 * each answer inside a frame under its question, after its label (a list's label above its frames).
 */
export function renderAnswersPdf(doc: AnswersDocument): Promise<Buffer> {
  const title = `${doc.studyTitle}: ${doc.procedureTitle}`;
  const pdf = startTaggedPdf({ Title: title }, doc.lang ?? 'en');
  const { regular, bold } = pdf;
  pdf.put('H1', title, bold, 18, 0.4);
  pdf.line([...bylineParts(doc), { text: `. ${submittedLine(doc)}` }], 10, 1);
  if (doc.items.length === 0) pdf.put('P', textsOf(doc).noAnswers, regular, 11, 0.4);
  for (const item of doc.items) {
    pdf.put('H2', item.question, bold, 12, 0.3);
    for (const line of item.lines) {
      if (line.values.length === 1) pdf.framed({ label: line.label, value: line.values[0] }, 11, 0.25);
      else {
        if (line.label) pdf.put('P', `${line.label}:`, regular, 11, 0.15);
        for (const value of line.values) pdf.framed({ value }, 11, 0.25);
      }
    }
    pdf.moveDown(0.5);
  }
  return pdf.finish();
}

/** A file name for content-disposition: letters, digits and dashes only. */
export function answersFileName(doc: AnswersDocument, extension: 'pdf' | 'html'): string {
  // Accents dropped, not the letters (a Spanish title: 'Introducción' → 'introduccion').
  const slug = `${doc.studyTitle}-${doc.procedureTitle}-${textsOf(doc).fileWord}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'answers'}.${extension}`;
}
