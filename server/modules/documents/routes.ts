import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { sendFile } from '../../http/files';
import { requestLocale as requestLanguage } from '../../http/request-locale';
import { currentUser } from '../accounts/service';
import { answersDocument } from './service';

/** A submitted procedure's answers as a file (spec 000 §7). */
export function documentsRoutes(ctx: ServerContext, serve: Serve) {
  serve('getAnswersDocument', async (request, reply) => {
    const { userStudyId, procedureId } = request.params;
    const file = await answersDocument(
      ctx.db,
      currentUser(request),
      userStudyId,
      procedureId,
      request.query.document_format,
      // The participant's current language: the document's words and the study's texts, never the answers.
      requestLanguage(),
      // The participant's zone, as the screens show the time: the profile's, else the browser's.
      request.query.time_zone,
    );
    return sendFile(reply, file);
  });
}
