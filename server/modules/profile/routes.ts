import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { callerToken } from '../../http/participant-scope';
import { echoPartnerRef } from '../../http/partner-ref';
import { currentUser as me, listNotifications, loadProfile, partnerRefFor } from '../accounts/service';
import * as profile from './service';

/** The signed-in participant's profile, its parts, its settings and the SMS consent. */
export function profileRoutes(ctx: ServerContext, serve: Serve) {
  // Three addresses answer the same profile: the session's (/registry/me) and the study flow's.
  // The partner's own reference for the participant goes back to that partner only (http/partner-ref.ts).
  serve('getMe', async (request, reply) => {
    const participant = me(request);
    echoPartnerRef(request, reply, await partnerRefFor(ctx.db, participant.id, request.headers.origin));
    return loadProfile(ctx.db, participant);
  });
  serve('getStudyMe', async (request) => loadProfile(ctx.db, me(request)));
  serve('getParticipant', async (request) => loadProfile(ctx.db, me(request)));
  serve('updateProfile', async (request) =>
    profile.updateProfile(ctx, me(request), request.body, callerToken(request), request.ip),
  );

  serve('getChildInfo', async (request) => profile.childInfo(ctx, me(request)));
  serve('updateChildInfo', async (request) => profile.updateChildInfo(ctx, me(request), request.body));
  serve('getHouseholdInfo', async (request) => profile.householdInfo(me(request)));
  serve('updateHouseholdInfo', async (request) => profile.updateHouseholdInfo(ctx, me(request), request.body));
  serve('getNotificationSettings', async (request) => profile.loadNotificationSettings(ctx.db, me(request).id));
  serve('updateNotificationSettings', async (request) =>
    profile.updateNotificationSettings(ctx, me(request), request.body),
  );
  serve('getNotifications', async (request) => listNotifications(ctx.db, me(request).id));
  serve('setupProfileType', async (request) =>
    profile.setProfileType(ctx, me(request), request.params.id, request.body),
  );

  serve('getSmsConsent', async (request) => profile.smsConsentStatus(me(request)));
  serve('updateSmsConsent', async (request) => profile.updateSmsConsent(ctx, me(request), request.body, ctx.publicUrl));
  serve('smsOff', async (request) => profile.switchSmsOff(ctx, request.body.token));
}
