import type { FastifyRequest } from 'fastify';

/**
 * The origin written into links of outgoing messages (password reset, hand-off, SMS opt-out):
 * REGISTRY_PUBLIC_URL when set, otherwise the origin the participant reached this server by, so a
 * copy deployed under another name does not send links to localhost. The Host header is the
 * caller's to choose: a production deployment sets REGISTRY_PUBLIC_URL so that a forged Host
 * cannot put a foreign origin in a reset link (README, "Production").
 */
export function linkOrigin(configured: string | undefined, request: FastifyRequest): string {
  if (configured) return configured.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
