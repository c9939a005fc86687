import type { Privilege, TokenPayload } from '@contract';
import { RESTRICTED_PRIVILEGES } from './privileges';

/**
 * Reads the payload of a JWT without verifying it: the server verifies every call, the client
 * only needs user_id, account state and privileges for headers and routing. Returns null for
 * anything that is not a readable three-part token.
 */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Privilege ids (`<application>:<role>`) carried by a payload; tolerant of a malformed list. */
export function privilegeIds(payload: Pick<TokenPayload, 'privileges'> | null | undefined): string[] {
  const list: unknown = payload?.privileges;
  if (!Array.isArray(list)) return [];
  return list
    .map((p: Partial<Privilege> | null) => (p && typeof p.id === 'string' ? p.id : null))
    .filter((id): id is string => id !== null);
}

/** The role part of a privilege id: `registry:user` → `user`. */
export function privilegeRole(id: string): string {
  const colon = id.indexOf(':');
  return colon < 0 ? '' : id.slice(colon + 1);
}

/**
 * DECISIONS §3: only the role part `user` may sign in to this app; any other role (an admin or
 * staff privilege) leads to /auth/forbidden-access. The pending-state privileges are the
 * registry's own participant states, so they do not count as another role.
 */
export function isParticipantToken(payload: Pick<TokenPayload, 'privileges'> | null | undefined): boolean {
  return privilegeIds(payload).every(
    (id) => privilegeRole(id) === 'user' || (RESTRICTED_PRIVILEGES as readonly string[]).includes(id),
  );
}
