import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenPayload } from '../../src/shared/api/contract';
import { findParticipantById, type ParticipantRow } from '../modules/accounts/participants';
import type { ServerContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { token: TokenPayload; participant: ParticipantRow };
  }
}

/** `Authorization: JWT <token>` (DECISIONS §3); `Bearer` is accepted too for tools like curl. */
export function readToken(header: string | undefined): string | undefined {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** onRequest hook: a valid token of a participant who may still sign in, else 401. */
export function authenticate(ctx: ServerContext) {
  return async (request: FastifyRequest) => {
    const raw = readToken(request.headers.authorization);
    if (!raw) throw unauthorized();
    const token = await ctx.tokens.verify(raw);
    if (!token) throw unauthorized('Token is invalid or expired.');
    const participant = await findParticipantById(ctx.db, token.user_id);
    if (!participant || participant.account_status !== 'active') throw unauthorized('Account is not active.');
    request.auth = { token, participant };
  };
}

/**
 * preValidation: the `{id}` of the path must be the token's user_id (403 otherwise), checked before
 * the body so nothing about another participant's route is revealed. A non-numeric id is left to
 * the params schema (400).
 */
export async function requireOwnId(request: FastifyRequest, _reply: FastifyReply) {
  const raw = String((request.params as { id?: unknown }).id ?? '');
  if (!request.auth) throw forbidden();
  if (/^\d+$/.test(raw) && Number(raw) !== request.auth.token.user_id) throw forbidden();
}

export function currentUser(request: FastifyRequest): ParticipantRow {
  if (!request.auth) throw unauthorized();
  return request.auth.participant;
}
