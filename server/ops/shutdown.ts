import type { FastifyInstance } from 'fastify';

// Stopping without losing a request (SIGTERM from systemd, a rolling restart, Ctrl+C). From the
// moment the app starts closing: readiness answers 503 and the listener takes no new connection (a
// proxy sends those to another process). A request on a connection the process had already accepted
// is in flight and is served, its answer closing the connection: nginx opens one connection per
// request and does not send a POST that reached a process elsewhere, so refusing it (503) would
// lose it. Requests run to their end; then the delivery worker finishes the send in hand and the
// database closes (the app's close hooks). A process that has not finished within the grace exits
// anyway.

/** How long requests in flight may take once a stop is asked. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Closes each connection after its answer while closing; answers whether the app is closing. */
export function registerShutdown(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
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
