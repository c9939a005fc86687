import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { callerToken } from '../../http/participant-scope';
import { requestLocale } from '../../http/request-locale';
import { achievementsOf, completeReconsent, currentUser, reassignAccount, withdraw } from './service';

/** The account's lifecycle calls and its achievements. */
export function accountsRoutes(ctx: ServerContext, serve: Serve) {
  serve('listAchievements', async (request) => achievementsOf(ctx.db, currentUser(request).id, requestLocale()));
  serve('reassignAccount', async (request) => reassignAccount(ctx, currentUser(request), request.body, ctx.publicUrl));
  serve('completeReconsent', async (request) =>
    completeReconsent(ctx, currentUser(request), callerToken(request).orig_iat),
  );
  serve('withdraw', async (request) => withdraw(ctx, currentUser(request), request.body));
}
