import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { sendFile } from '../../http/files';
import { readerTimeZone } from '../../lib/reader-time-zone';
import { REAUTH_HEADER } from '@contract';
import { callerToken, restrictedPrivileges } from '../../http/participant-scope';
import { requestLocale as lang } from '../../http/request-locale';
import { currentUser as me } from '../accounts/service';
import * as consents from './service';

/** The consent calls of spec 001 §7. */
export function consentsRoutes(ctx: ServerContext, serve: Serve) {
  const db = ctx.db;
  serve('listConsents', async (request) => consents.listConsents(db, me(request), request.params.userStudyId, lang()));
  serve('getConsentBody', async (request) =>
    consents.consentBody(db, me(request).id, request.params.consentId, lang()),
  );
  serve('getAssent', async (request) => consents.assentTarget(db, me(request).id));
  serve('reauth', async (request) =>
    consents.confirmPassword(ctx, me(request), callerToken(request).orig_iat, request.body.password, request.ip),
  );
  serve('reauthProvider', async (request) =>
    consents.confirmWithProvider(ctx, me(request), callerToken(request).orig_iat, request.body),
  );
  serve('signConsent', async (request) => {
    const { userStudyId, consentId } = request.params;
    const header = request.headers[REAUTH_HEADER.toLowerCase()];
    const token = callerToken(request);
    const session = {
      origIat: token.orig_iat,
      reauthHeader: typeof header === 'string' ? header : undefined,
      // Signed from /assent: the assent achievement and a fresh token without the privilege (DECISIONS §7).
      assentToken: restrictedPrivileges(token).includes('assent'),
      // The consent is signed in the language it is shown in: the request's.
      lang: lang(),
    };
    return consents.signAsCaller(ctx, me(request), session, { userStudyId, consentId }, request.body);
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
      // The participant's zone, as the screens show the time: the profile's, else the browser's.
      readerTimeZone(participant.timezone, request.query.time_zone),
    );
    return sendFile(reply, file);
  });
}
