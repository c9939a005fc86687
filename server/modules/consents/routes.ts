import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { sendFile } from '../../http/files';
import { currentUser as me } from '../accounts/service';
import * as consents from './service';

/** The consent calls of spec 001 §7. */
export function consentsRoutes(ctx: ServerContext, serve: Serve) {
  const db = ctx.db;
  serve('listConsents', async (request) => consents.listConsents(db, me(request), request.params.userStudyId));
  serve('getConsentBody', async (request) => consents.consentBody(db, me(request).id, request.params.consentId));
  serve('signConsent', async (request) => {
    const { userStudyId, consentId } = request.params;
    return consents.signConsent(db, me(request), userStudyId, consentId, request.body);
  });
  serve('getSignedConsent', async (request) =>
    consents.findSignedConsent(db, me(request).id, request.params.userConsentId),
  );
  serve('getSignedConsentPdf', async (request, reply) => {
    const participant = me(request);
    const file = await consents.signedConsentPdf(
      db,
      participant.id,
      request.params.userConsentId,
      participant.timezone,
    );
    return sendFile(reply, file);
  });
}
