import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { requestLocale } from '../../http/request-locale';
import { listOutbox } from '../delivery/service';
import * as reference from './service';

/** Public look-ups, fire-and-forget logs and (development only) the outbox. */
export function referenceRoutes(ctx: ServerContext, serve: Serve) {
  serve('metaVersion', async () => ({ version: reference.APP_VERSION }));
  serve('registryVersion', async () => ({ version: reference.APP_VERSION }));
  serve('getStates', async () => reference.US_STATES);
  // In the request's language: a Spanish page lists 'Hora del Este (Nueva York)'.
  serve('getTimeZones', async () => reference.timeZonesIn(requestLocale()));
  serve('checkEmailSpelling', async (request) => reference.checkEmailSpelling(request.body.email));
  serve('logEmailClick', async (request, reply) => {
    await reference.logEmailClick(ctx, request.params.emailId, request.ip);
    return reply.type('text/plain; charset=utf-8').send('ok');
  });
  serve('logFrontendError', async (request) =>
    reference.logFrontendError(ctx, request.ip, request.headers.authorization, request.body),
  );
  // Registered only with REGISTRY_DEV_OUTBOX=1 (the row is devOnly).
  serve('devOutbox', async (request) => listOutbox(ctx.db, request.query.to));
}
