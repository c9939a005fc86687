import type { FastifyRequest } from 'fastify';
import type { ParticipantProfile } from '@contract';
import type { Queryable } from '../../db/database';
import { unauthorized } from '../../http/errors';
import type { TokenSigner } from '../../http/tokens';
import { toProfile, type ParticipantRow } from './participants';
import { listNotifications } from './repository';

// The signed-in participant as every module sees it: the row the participant scope loaded, its
// profile answer, and the one place a token is (re-)issued for it.

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's participant row, loaded when the token was verified (participant and own rows). */
    participant?: ParticipantRow;
  }
}

export function currentUser(request: FastifyRequest): ParticipantRow {
  if (!request.participant) throw unauthorized();
  return request.participant;
}

export async function loadProfile(db: Queryable, row: ParticipantRow): Promise<ParticipantProfile> {
  return toProfile(row, await listNotifications(db, row.id));
}

/**
 * A token for the participant as it is now (state, role); `origIat` keeps the first issue time of
 * the session when a token is re-issued (password change, profile change, re-consent).
 */
export function tokenFor(
  tokens: TokenSigner,
  p: Pick<ParticipantRow, 'id' | 'state' | 'role' | 'token_version'>,
  origIat?: number,
): Promise<string> {
  return tokens.issue({
    user_id: p.id,
    account_status: p.state,
    role: p.role,
    orig_iat: origIat,
    token_version: p.token_version,
  });
}
