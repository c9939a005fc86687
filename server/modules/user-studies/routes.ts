import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { callerId as id } from '../../http/participant-scope';
import { requestLocale as lang } from '../../http/request-locale';
import * as userStudies from './service';

/** The dashboard's calls (spec 000 §7) and one user study as the study flow reads it. */
export function userStudiesRoutes(ctx: ServerContext, serve: Serve) {
  serve('listUserStudies', async (request) => userStudies.dashboardUserStudies(ctx.db, id(request), lang()));
  serve('getUserStudy', async (request) =>
    userStudies.userStudyView(ctx.db, id(request), request.params.userStudyId, lang()),
  );
  serve('markUserStudyViewed', async (request) =>
    userStudies.markUserStudyViewed(ctx.db, id(request), request.params.userStudyId),
  );
  serve('reattemptScreening', async (request) =>
    userStudies.reattemptScreening(ctx.db, id(request), request.params.userStudyId, lang()),
  );
  serve('listMissedOpportunities', async (request) =>
    userStudies.missedOpportunities(ctx.db, id(request), request.query.notified),
  );
  serve('updateMissedOpportunities', async (request) =>
    userStudies.updateMissedOpportunities(ctx.db, id(request), request.body),
  );
}
