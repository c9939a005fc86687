import type { FastifyReply, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { PARTNER_REF_HEADER, PARTNER_REF_MAX_LENGTH, PartnerRef } from '@contract';
import { badRequest } from './errors';

/** A partner's reference, with the allow-listed origin that sent it. */
export interface PartnerMark {
  origin: string;
  ref: string;
}

export const PARTNER_REF_MESSAGE = `The partner reference must be 1 to ${PARTNER_REF_MAX_LENGTH} printable ASCII characters.`;

/**
 * The request's partner reference (X-Registry-Partner-Ref) with its origin; null without one, or when
 * the request does not come from an allow-listed partner origin (the registry's own pages and other
 * sites carry none that is kept). A reference that is not 1 to 128 printable ASCII characters is refused (400).
 */
export function partnerMarkOf(request: FastifyRequest, allowedOrigins: readonly string[] = []): PartnerMark | null {
  const ref = request.headers[PARTNER_REF_HEADER.toLowerCase()];
  if (ref === undefined) return null;
  if (typeof ref !== 'string' || !Value.Check(PartnerRef, ref))
    throw badRequest({ partner_ref: [PARTNER_REF_MESSAGE] });
  const origin = request.headers.origin;
  return origin && allowedOrigins.includes(origin) ? { origin, ref } : null;
}

/** Answers a stored reference back in the header, only to the origin that stored it. */
export function echoPartnerRef(request: FastifyRequest, reply: FastifyReply, stored: PartnerMark | null | undefined) {
  if (stored && request.headers.origin === stored.origin) reply.header(PARTNER_REF_HEADER, stored.ref);
}
