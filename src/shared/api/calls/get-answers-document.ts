import { fileNameOf, type DownloadedFile } from '../../lib/downloaded-file';
import type { ApiClient } from '../client/create-api-client';
import type { ProcedureId } from '@contract';
import { browserTimeZone } from '../../i18n/date-time';

/**
 * Row `getAnswersDocument` (GET {api}/participants/{id}/user-studies/{id}/procedures/{procedureId}
 * /answers_doc?document_format=html|pdf, a file): the submitted answers of screening or the
 * questionnaire, for the dashboard's Download action and the study's review screen, hence shared.
 * The caller saves or prints the file under the server's name. A fetch failure shows the generic
 * snackbar (spec 001 §8): no own errors. It says the browser's zone: the document's times are in
 * the profile's zone, else this one, as the screens show them.
 */
export async function getAnswersDocument(
  client: ApiClient,
  ids: { participantId: number; userStudyId: number; procedureId: ProcedureId },
  format: 'html' | 'pdf',
): Promise<DownloadedFile> {
  const params = { id: ids.participantId, userStudyId: ids.userStudyId, procedureId: ids.procedureId };
  const res = await client.callForResponse(
    'getAnswersDocument',
    { params, query: { document_format: format, time_zone: browserTimeZone() } },
    { loader: true },
  );
  return {
    blob: res.data,
    fileName: fileNameOf(res.headers.get('content-disposition'), `${ids.procedureId}-answers.${format}`),
  };
}
