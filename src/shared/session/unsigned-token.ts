import type { TokenPayload } from '@contract';

/**
 * Builds a JWT-shaped token with an empty signature, for tests and stories: the client never
 * verifies signatures, so this is all routing and headers need.
 */
export function makeUnsignedToken(payload: Partial<TokenPayload> & Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const full = {
    user_id: 1,
    account_status: 'regular',
    privileges: [{ id: 'registry:user', title: 'User' }],
    exp: now + 3600,
    orig_iat: now,
    ...payload,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(full)}.`;
}

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
