import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import { trustedPeer, type TrustProxy } from '../http/trust-proxy';
import { routeOf } from './metrics';

// The request log (REGISTRY_LOG=1): JSON lines through fastify's logger (pino), one per request
// when it completes, with its id, method, route pattern, status and duration. What could identify
// a participant or open their account never reaches it: the address is logged as its route's
// pattern (a path or query can carry a reset or unlock token, an e-mail address, an id), no
// header or body is logged, and an error is logged by its type, code, message and stack only (a
// PostgreSQL error's `detail` quotes the row's values). The request id is made here, or taken from
// X-Request-Id when a proxy we trust (REGISTRY_TRUST_PROXY) sent the request, and sent back in
// X-Request-Id, so a participant's report, the proxy's log and ours meet.

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestLogSettings {
  /** Log at all (REGISTRY_LOG=1, or a test's stream). */
  enabled: boolean;
  /** Where the lines go (default stdout). */
  stream?: { write(line: string): void };
  trust: TrustProxy;
}

/** What a log line may say of a request, a reply and an error. */
export const logSerializers = {
  req: (request: { method: string; routeOptions?: { url?: string } }) => ({
    method: request.method,
    route: routeOf(request),
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: (error: Error & { code?: unknown }) => ({
    type: error.name,
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    message: error.message,
    stack: error.stack ?? '',
  }),
};

/** The request id: X-Request-Id from a trusted proxy when it is a plain token, else a new one. */
export function requestIdOf(raw: IncomingMessage, trusted: (address: string | undefined) => boolean): string {
  const incoming = raw.headers['x-request-id'];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming) && trusted(raw.socket?.remoteAddress)) return incoming;
  return randomUUID();
}

/** Fastify's options for the log: the logger, the request id, and no lines of fastify's own per request. */
export function requestLogOptions({ enabled, stream, trust }: RequestLogSettings) {
  const trusted = trustedPeer(trust);
  return {
    logger: enabled
      ? {
          serializers: logSerializers,
          // Belt and braces: headers that carry credentials, should anything log them.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'headers.authorization'],
          ...(stream ? { stream } : {}),
        }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false as const,
    genReqId: (raw: IncomingMessage) => requestIdOf(raw, trusted),
  };
}

/** The one line per request, and the id echoed back. Health polls log at debug level unless they fail. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (request.routeOptions.config?.health && reply.statusCode < 400) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}

const EMAIL = /[^\s<>"'(),;:@]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const UUID_AT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@/i;
const PHONE = /\+\d{8,15}\b/g;

/**
 * A line of the server's own (the delivery worker's) without the e-mail addresses and phone numbers
 * a relay's answer may quote (`550 <ann@example.org>: no such user`); a Message-ID (`<uuid@host>`)
 * stays, so the line still names its message.
 */
export const withoutContacts = (line: string): string =>
  line.replace(EMAIL, (found) => (UUID_AT.test(found) ? found : '[address]')).replace(PHONE, '[number]');
