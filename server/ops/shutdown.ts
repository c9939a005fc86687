import type { FastifyInstance } from 'fastify';
import { HttpError, UNAVAILABLE } from '../http/errors';

// Stopping without losing a request (SIGTERM from systemd, a rolling restart, Ctrl+C). From the
// moment the app starts closing: readiness answers 503, the listener takes no new connection, a
// request that arrives on a connection already open is refused with 503 and Retry-After before
// anything of it runs (nothing stored: the client or the proxy may send it elsewhere), and every
// answer closes its HTTP/1.1 connection. Requests already admitted run to their end; then the
// delivery worker finishes the send in hand and the database closes (the app's close hooks). A
// process that has not finished within the grace exits anyway.

/** How long requests in flight may take once a stop is asked. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Refuses new requests while closing; answers whether the app is closing. */
export function registerShutdown(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.routeOptions.config?.health) return;
    reply.header('Retry-After', '1');
    throw new HttpError(503, { detail: UNAVAILABLE });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // HTTP/2 has no Connection header: its sessions get GOAWAY from fastify's close.
    if (closing && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
    return payload;
  });
  return () => closing;
}

/**
 * SIGTERM and SIGINT close the app once (a second signal changes nothing), then end the process:
 * 0 when everything finished, 1 when the grace ran out first or the close failed.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests; waiting for those in flight');
    const timer = setTimeout(() => {
      console.error(
        `The registry stopped before its requests in flight finished (${graceMs / 1000} s after ${signal}).`,
      );
      process.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`The registry did not close cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
