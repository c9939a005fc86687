import type { ContentLang, ProcedureId } from '@contract';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import type { ParticipantRow } from '../accounts/service';
import { findUserStudy } from '../user-studies/service';
import { buildAnswersDocument } from './answers-model';
import { pdfPool } from './pdf-pool';
import { answersFileName, renderAnswersHtml, renderAnswersPdf } from './answers-render';
import { procedureSubmittedAt } from './repository';
import { readerTimeZone } from '../../lib/reader-time-zone';

// Documents the server renders: a submitted procedure's answers (PDF or HTML), and the tagged-PDF
// set-up the consents module prints signed consents with.

export { startTaggedPdf, type TaggedPdf } from './tagged-pdf';

/**
 * Prepares a participant's PDF (`work` renders it through the pool) as one of their documents in
 * flight: past their share of the PDF workers, 429 at once (pdf-pool.ts).
 */
export const participantPdf = <T>(participantId: number, work: () => Promise<T>): Promise<T> =>
  pdfPool().forAccount(String(participantId), work);

export interface RenderedFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

export async function answersDocument(
  db: Queryable,
  me: ParticipantRow,
  userStudyId: number,
  procedureId: ProcedureId,
  format: 'pdf' | 'html',
  lang: ContentLang = 'en',
  browserZone?: string | null,
): Promise<RenderedFile> {
  const timeZone = readerTimeZone(me.timezone, browserZone);
  const file = () => answersFile(db, me, userStudyId, procedureId, format, lang, timeZone);
  // Only a PDF takes a worker; the HTML is written on the request thread in a moment.
  return format === 'pdf' ? participantPdf(me.id, file) : file();
}

async function answersFile(
  db: Queryable,
  me: ParticipantRow,
  userStudyId: number,
  procedureId: ProcedureId,
  format: 'pdf' | 'html',
  lang: ContentLang,
  timeZone: string,
): Promise<RenderedFile> {
  const found = await findUserStudy(db, me.id, userStudyId);
  if (!found) throw notFound();
  const submittedAt = await procedureSubmittedAt(db, found.id, procedureId);
  if (!submittedAt) throw notFound('This procedure has not been submitted.');
  const doc = { ...(await buildAnswersDocument(db, found, me, procedureId, submittedAt, lang)), timeZone };
  const fileName = answersFileName(doc, format);
  if (format === 'html') return { fileName, contentType: 'text/html; charset=utf-8', body: renderAnswersHtml(doc) };
  return { fileName, contentType: 'application/pdf', body: await renderAnswersPdf(doc) };
}
