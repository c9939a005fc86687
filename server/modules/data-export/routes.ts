import { REAUTH_HEADER } from '@contract';
import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { callerToken } from '../../http/participant-scope';
import { requestLocale as lang } from '../../http/request-locale';
import { currentUser as me } from '../accounts/service';
import { requireReauth } from '../consents/service';
import { exportFileName, gatherExport, writeExport } from './service';
import { zipStream } from './zip-stream';

/**
 * `GET /registry/participant/{id}/export`: the own-id rule of the row lets only the account's holder
 * in (a parent until the hand-off; after it, the child alone: the parent's ways in end with it), and
 * the copy asks the same re-authentication as a signature (DECISIONS §11, X-Reauth).
 */
export function dataExportRoutes(ctx: ServerContext, serve: Serve) {
  serve('exportMyData', async (request, reply) => {
    const participant = me(request);
    const header = request.headers[REAUTH_HEADER.toLowerCase()];
    await requireReauth(
      ctx.db,
      participant,
      callerToken(request).orig_iat,
      typeof header === 'string' ? header : undefined,
    );
    const data = await gatherExport(ctx.db, participant, lang());
    const zip = zipStream();
    void writeExport(ctx, participant, data, zip);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(participant)}"`)
      .header('cache-control', 'no-store')
      .type('application/zip')
      .send(zip.stream);
  });
}
