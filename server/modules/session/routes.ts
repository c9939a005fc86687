import type { ServerContext } from '../../context';
import type { Serve } from '../../http/endpoint-adapter';
import { callerToken } from '../../http/participant-scope';
import { partnerMarkOf } from '../../http/partner-ref';
import { currentUser } from '../accounts/service';
import * as session from './service';
import { countedSignIn } from './sign-in-count';

/** Registration, sign-in, dual factor, external provider and passwords. */
export function sessionRoutes(ctx: ServerContext, serve: Serve) {
  // A registration a partner's gadget started keeps the partner's reference (http/partner-ref.ts).
  serve('signup', async (request) =>
    session.signUp(ctx, request.ip, request.body, partnerMarkOf(request, ctx.allowedOrigins)),
  );
  serve('partnerSignup', async (request) =>
    session.partnerSignUp(ctx, request.ip, request.body, partnerMarkOf(request, ctx.allowedOrigins)),
  );
  serve('login', async (request) =>
    countedSignIn(ctx, 'password', session.logIn(ctx, request.ip, request.body, ctx.publicUrl)),
  );
  serve('verifyOtp', async (request) =>
    countedSignIn(ctx, 'code', session.verifyCode(ctx, request.ip, request.body, ctx.publicUrl)),
  );
  serve('unlockAccount', async (request) => session.unlockAccount(ctx, request.body.token));
  serve('oauthAccount', async (request) =>
    countedSignIn(ctx, 'provider', session.externalSignIn(ctx, request.ip, request.body)),
  );

  serve('requestPasswordReset', async (request) =>
    session.requestPasswordReset(ctx, request.ip, request.body.email, ctx.publicUrl),
  );
  serve('checkResetToken', async (request) => session.checkResetToken(ctx, request.body.token));
  serve('createNewPassword', async (request) => session.createNewPassword(ctx, request.body));
  serve('tokenRefresh', async (request) => session.refreshToken(ctx, currentUser(request), callerToken(request)));
  serve('changePassword', async (request) =>
    session.changePassword(ctx, currentUser(request), request.body, callerToken(request).orig_iat, request.ip),
  );
}
