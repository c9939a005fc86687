import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenPayload } from '@contract';
import type { PendingPrivilege } from '@contract/routes';
import { rowOf } from './endpoint-adapter';
import { badRequest, forbidden, unauthorized } from './errors';
import { loosePathIdErrors } from './path-ids';
import { adoptParticipantLocale } from './request-locale';

// Who may call a row, decided in one place and at one stage (onRequest, before the body is read)
// for every row of the table: authentication (401), strict path ids (400), the own-id check (403)
// and the restricted privileges of DECISIONS §3 (403). A route cannot opt out: the scope reads
// the row the route was registered from. The one exception to "before the body": a row's
// `pendingFields` let a restricted token through only when its body holds those fields alone,
// which is judged once the body is parsed and before it is validated (preValidation), so any
// other field is refused with the same 403 whatever its value.

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's verified token, on every participant and own row. */
    token?: TokenPayload;
    /** A restricted token let through a row's `pendingFields`: the only fields its body may hold. */
    pendingFieldsOnly?: readonly string[];
  }
}

export interface ParticipantScopeOptions {
  /**
   * Verifies the caller's credentials (throws 401) and answers the claims of its token; with
   * `readAccount` false, the token alone (the route's own read admits the account).
   */
  authenticate(request: FastifyRequest, options?: { readAccount?: boolean }): Promise<TokenPayload>;
}

export const PENDING_STEP_FIRST = 'This account has a step to finish first; this call is not available until then.';

const RESTRICTED: Record<string, PendingPrivilege> = {
  'registry:child_profile': 'child_profile',
  'registry:reconsent': 'reconsent',
  'registry:assent': 'assent',
};

/** The restricted privileges a token carries (DECISIONS §3: at most one, while a state is pending). */
export function restrictedPrivileges(token: Pick<TokenPayload, 'privileges'>): PendingPrivilege[] {
  return token.privileges.flatMap((p) => (RESTRICTED[p.id] ? [RESTRICTED[p.id]] : []));
}

/** The caller's token on a participant or own row (the scope has verified it). */
export function callerToken(request: FastifyRequest): TokenPayload {
  if (!request.token) throw unauthorized();
  return request.token;
}

/** The caller's participant id (the token's user_id; on own rows also the path's `:id`). */
export const callerId = (request: FastifyRequest): number => callerToken(request).user_id;

export function registerParticipantScope(app: FastifyInstance, { authenticate }: ParticipantScopeOptions) {
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config.endpoint;
    if (!name) return;
    const row = rowOf(name);
    // A route that reads the caller's account in its own statement (`accountInRead`) admits it
    // there; it has no request.participant, so accounts' currentUser refuses it (401) if asked.
    const readAccount = !request.routeOptions.config.accountInRead;
    const token = row.access === 'public' ? undefined : await authenticate(request, { readAccount });
    const params = request.params as Record<string, string | undefined>;
    const loose = loosePathIdErrors(row.params, params);
    if (Object.keys(loose).length > 0) throw badRequest(loose);
    if (!token) return;
    request.token = token;
    adoptParticipantLocale(request.participant?.preferred_language);
    // A refusal goes to an admitted account only: an ended session or inactive account is 401
    // before any 403, so a route that skipped the account read at authentication reads it now.
    const refuse = async (detail?: string) => {
      if (!readAccount) await authenticate(request, { readAccount: true });
      adoptParticipantLocale(request.participant?.preferred_language);
      return forbidden(detail);
    };
    if (row.access === 'own' && Number(params.id) !== token.user_id) throw await refuse();
    const allowed: readonly PendingPrivilege[] = row.pending ?? [];
    if (!restrictedPrivileges(token).some((p) => !allowed.includes(p))) return;
    if (!row.pendingFields) throw await refuse(PENDING_STEP_FIRST);
    request.pendingFieldsOnly = row.pendingFields;
  });
  app.addHook('preValidation', async (request) => {
    const fields = request.pendingFieldsOnly;
    if (!fields) return;
    const body: unknown = request.body;
    const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
    if (keys.length === 0 || keys.some((k) => !fields.includes(k))) throw forbidden(PENDING_STEP_FIRST);
  });
}
